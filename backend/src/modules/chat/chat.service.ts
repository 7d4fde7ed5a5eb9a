import { Injectable } from '@nestjs/common';
import { ERRORS, LIMITS } from '@nurse/domain';
import { ForbiddenError, InvalidInputError } from '../../common/domain-errors';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import { CareersService } from '../careers/careers.service';
import type { UserEntity } from '../users/entities/user.entity';
import { PeopleService } from '../users/people.service';
import { historyForScreen, isSessionOf } from './chat-history';
import { ChatRepository } from './chat.repository';
import type { SaveChatMessageDto } from './dto/chat.dto';
import { AssistantEngine, type AskingNurse, type AssistantReply } from './engine/assistant-engine';
import type { ChatMessageEntity } from './entities/chat-message.entity';

const splitList = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

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
    selectedStates: splitList(user.selectedStates),
    eNLCStates: splitList(user.eNLCStates),
    certifications: splitList(user.certifications),
    missingProfileParts: missingProfileParts(user),
  };
}

/**
 * The career assistant: answers a nurse's questions from the product's data (the built-in engine) within
 * her quota a minute, and keeps her conversation with it.
 */
@Injectable()
export class ChatService {
  private readonly engine: AssistantEngine;

  constructor(
    careers: CareersService,
    people: PeopleService,
    private readonly rateLimits: RateLimitService,
    private readonly chat: ChatRepository,
  ) {
    this.engine = new AssistantEngine({
      jobs: (specialties) => careers.jobs(specialties),
      learning: (specialties) => careers.learning(specialties),
      nurseCount: async (specialty, askingId) => (await people.withSpecialty(askingId, specialty, { pageSize: 1 })).total,
    });
  }

  async ask(nurse: UserEntity, question: string): Promise<AssistantReply> {
    await this.rateLimits.consumeAssistantQuestion(nurse.id);
    return this.engine.answer(question, askingNurse(nurse));
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
