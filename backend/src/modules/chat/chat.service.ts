import { Inject, Injectable, Logger } from '@nestjs/common';
import { ERRORS, LIMITS } from '@nurse/domain';
import { ForbiddenError, InvalidInputError } from '../../common/domain-errors';
import type { LanguageModel } from '../../language-model/language-model';
import { LANGUAGE_MODEL } from '../../language-model/language-model.module';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import { careerDataSources, careerTools, type CareerDataSources } from '../careers/learning/career-tools';
import { CareersService } from '../careers/learning/careers.service';
import { PracticeReachService } from '../credentials/practice/practice-reach.service';
import type { UserEntity } from '../users/entities/user.entity';
import { PeopleService } from '../users/people.service';
import { profileList } from '../users/profile-lists';
import { historyForScreen, isSessionOf } from './chat-history';
import { ChatRepository } from './chat.repository';
import type { AskAssistantDto, SaveChatMessageDto } from './dto/chat.dto';
import { ceTool } from './ce-tool';
import { AssistantEngine, type AskingNurse, type AssistantReply, type AssistantSources } from './engine/assistant-engine';
import type { ChatMessageEntity } from './entities/chat-message.entity';
import { practiceTool } from './practice-tool';

/** The parts of her profile that others look for and she has not filled in yet. */
function missingProfileParts(user: UserEntity): string[] {
  const parts: Array<[unknown, string]> = [
    [user.profileImage, 'a photo'],
    [user.location, 'your location'],
    [user.workExperience, 'your work experience'],
    [user.education, 'your education'],
    [user.linkedinUrl, 'your LinkedIn profile'],
    [user.resumeUrl, 'your résumé'],
    [user.certifications, 'your certifications'],
    [user.confirmedSpecialties.length > 0 ? 'yes' : '', 'your specialties'],
  ];
  return parts.filter(([value]) => typeof value !== 'string' || value.trim() === '').map(([, label]) => label);
}

function askingNurse(user: UserEntity): AskingNurse {
  return {
    id: user.id,
    name: user.name,
    confirmedSpecialties: user.confirmedSpecialties,
    selectedCareerAreas: user.selectedCareerAreas,
    licensureTypes: profileList(user.licensureType),
    selectedStates: profileList(user.selectedStates),
    eNLCStates: profileList(user.eNLCStates),
    certifications: profileList(user.certifications),
    missingProfileParts: missingProfileParts(user),
  };
}

const MODEL_INSTRUCTIONS = [
  'You are the career assistant of Nurse Career Network, a network for nurses and other healthcare professionals.',
  'Answer the nurse’s question about her career in at most 150 words of plain text; list items on lines starting with "• ".',
  'Use the tools for every fact: job listings, learning, certifications, how many nurses list a specialty, the licence compact and her own profile.',
  'Whether she can work in a state, or where she can practise, comes from where_can_i_practise (her own wallet licences, or the ones she declared at onboarding while her wallet holds none); give its reason, and never a licence number.',
  'How many continuing-education (CE) hours a state’s board requires comes from ce_requirements; give its source and the day it was checked, and say so when the rule is unknown or the board requires none.',
  'Never invent a job, an employer, a person, a number or a licensing rule. When the tools do not give the answer, say you do not know.',
  'Suggest what she can do next in the product: explore a specialty on her interests screen, find connections, or update her profile.',
].join('\n');

export interface AskOptions {
  /** Receives the answer so far while a language model writes it. */
  onText?: (textSoFar: string) => void;
  signal?: AbortSignal;
}

/**
 * The career assistant: answers a nurse's questions from the product's data within her quota a minute,
 * and keeps her conversation with it. With a language model configured the model writes the answer
 * through the career tools; the built-in engine's suggestions go with it, and the engine's whole answer
 * takes its place whenever the model fails, is slow or answers with nothing usable.
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger('Assistant');
  private readonly sources: CareerDataSources;
  private readonly practice: AssistantSources['practice'];
  private readonly engine: AssistantEngine;

  constructor(
    careers: CareersService,
    people: PeopleService,
    private readonly rateLimits: RateLimitService,
    private readonly chat: ChatRepository,
    reach: PracticeReachService,
    @Inject(LANGUAGE_MODEL) private readonly model: LanguageModel | null,
  ) {
    this.sources = careerDataSources(careers, people);
    this.practice = (nurse) =>
      reach.of(nurse.id, { licensureTypes: nurse.licensureTypes, states: nurse.selectedStates, enlcStates: nurse.eNLCStates });
    this.engine = new AssistantEngine({ ...this.sources, practice: this.practice });
  }

  async ask(nurse: UserEntity, { message: question, userId }: AskAssistantDto, options: AskOptions = {}): Promise<AssistantReply> {
    if (userId !== undefined && userId !== nurse.id) throw new ForbiddenError();
    await this.rateLimits.consumeAssistantQuestion(nurse.id);
    const asking = askingNurse(nurse);
    const builtIn = await this.engine.answer(question, asking);
    if (!this.model || options.signal?.aborted) return builtIn;
    try {
      const { id, ...profile } = asking;
      const message = await this.model.converse({
        instructions: MODEL_INSTRUCTIONS,
        prompt: question,
        tools: [...careerTools(this.sources, { id, profile }), practiceTool(() => this.practice(asking)), ceTool()],
        onText: options.onText,
        signal: options.signal,
      });
      return { ...builtIn, message: message.trim() };
    } catch (error) {
      if (!options.signal?.aborted) {
        this.logger.warn(`The language model failed; the built-in engine answered (${this.model.describeFailure(error)})`);
      }
      return builtIn;
    }
  }

  async history(userId: number): Promise<ChatMessageEntity[]> {
    return historyForScreen(await this.chat.latestOf(userId, LIMITS.chatHistoryMax));
  }

  save(nurse: UserEntity, body: SaveChatMessageDto): Promise<ChatMessageEntity> {
    if (body.userId !== undefined && body.userId !== nurse.id) throw new ForbiddenError();
    if (!isSessionOf(body.sessionId, nurse.id)) throw new InvalidInputError(ERRORS.chatSessionId);
    return this.chat.save({
      userId: nurse.id,
      sessionId: body.sessionId,
      messageType: body.messageType,
      message: body.message,
      suggestedSpecialties: body.suggestedSpecialties ?? [],
      suggestedActions: body.suggestedActions ?? [],
    });
  }
}
