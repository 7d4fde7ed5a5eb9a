import { CE_LICENCE_TYPES, certificationsFor, specialtiesMentioned, type CeLicenceType } from '@nurse/catalogue';
import type { JobListing } from '@nurse/catalogue';
import type { LearningResource } from '@nurse/catalogue';
import type { PracticeReach } from '../../credentials/practice/practice-reach';
import { ceHoursAnswer } from './ce-answer';
import { ceLicenceTypesMentioned } from './ce-question';
import { detectIntent, type Intent } from './intents';
import { practiceAnswer } from './practice-answer';
import { statesMentioned } from './practice-question';

/** A button under an answer: specialty opens the interests screen, connections My Connections, profile the profile. */
export interface SuggestedAction {
  type: 'specialty' | 'connections' | 'profile';
  label: string;
  value: string;
}

export interface AssistantReply {
  message: string;
  suggestedSpecialties: string[];
  suggestedActions: SuggestedAction[];
}

/** The nurse asking, as the assistant may use her profile. */
export interface AskingNurse {
  id: number;
  name: string;
  confirmedSpecialties: readonly string[];
  selectedCareerAreas: readonly string[];
  /** The licence types she declared (RN, LPN, CNA, APRN, Student). */
  licensureTypes: readonly string[];
  /** Licensed states, by code. */
  selectedStates: readonly string[];
  /** States whose licence she holds as multistate (eNLC). */
  eNLCStates: readonly string[];
  certifications: readonly string[];
  missingProfileParts: readonly string[];
}

/** The product's data the answers are drawn from; the engine never makes any of it up. */
export interface AssistantSources {
  jobs(specialties: readonly string[]): Promise<JobListing[]>;
  learning(specialties: readonly string[]): Promise<LearningResource[]>;
  nurseCount(specialty: string, askingId: number): Promise<number>;
  /** Where the asking nurse may practise today: her own wallet's licences (no numbers), else what she declared. */
  practice(nurse: AskingNurse): Promise<PracticeReach>;
}

const LISTED = 3;
/** Phrases that contain a specialty's name without meaning it: continuing education is not the Education specialty. */
const NOT_SPECIALTIES = /\bcontinuing education\b/gi;

/** What a question asks for and the specialties it names. */
export function readQuestion(question: string): { intent: Intent; specialties: string[] } {
  const specialties = specialtiesMentioned(question.replace(NOT_SPECIALTIES, ' '));
  return { intent: detectIntent(question, specialties.length > 0), specialties };
}
const CAPABILITIES =
  'I can help you explore a specialty, find jobs and learning in it, see which certifications fit, check where your licence lets you practise, tell you how many CE hours a state’s board requires, improve your profile, or find nurses to connect with.';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const bullets = (lines: readonly string[]) => lines.map((line) => `• ${line}`).join('\n');
const specialtyAction = (specialty: string, label = `Explore ${specialty}`): SuggestedAction => ({
  type: 'specialty',
  label,
  value: specialty,
});
const CONNECTIONS_ACTION: SuggestedAction = { type: 'connections', label: 'Find Connections', value: 'connections' };
const PROFILE_ACTION: SuggestedAction = { type: 'profile', label: 'Update Profile', value: 'profile' };

function payOf(job: JobListing): string {
  return `${job.PayRate} ${job.PayType === 'Hourly' ? 'an hour' : 'a year'}`;
}

/**
 * The built-in assistant: reads what she asks (intent and specialties, typos and synonyms forgiven) and
 * answers from the product's own data and her profile, with actions that take her to the right screen.
 * When it cannot tell what she wants, it says so and lists what it can do.
 */
export class AssistantEngine {
  constructor(private readonly sources: AssistantSources) {}

  async answer(question: string, nurse: AskingNurse): Promise<AssistantReply> {
    const { intent, specialties: mentioned } = readQuestion(question);
    if (intent === 'practice') return this.practice(statesMentioned(question), nurse);
    if (intent === 'ce-hours') return this.ceHours(statesMentioned(question), ceLicenceTypesMentioned(question), nurse);
    const focus = mentioned.length > 0 ? mentioned : nurse.confirmedSpecialties.slice(0, 2);
    return this.reply(intent, focus, mentioned.length > 0, nurse);
  }

  private reply(intent: Intent, focus: readonly string[], named: boolean, nurse: AskingNurse): Promise<AssistantReply> | AssistantReply {
    switch (intent) {
      case 'greeting':
        return this.greeting(nurse);
      case 'jobs':
        return this.jobs(focus, named);
      case 'learning':
        return this.learning(focus, named);
      case 'certifications':
        return this.certifications(focus, nurse);
      case 'licence':
        return this.licence(nurse);
      case 'practice':
        return this.practice([], nurse);
      case 'ce-hours':
        return this.ceHours([], [], nurse);
      case 'find-nurses':
        return this.findNurses(focus, nurse);
      case 'profile':
        return this.profile(nurse);
      case 'waitlist':
        return this.waitlist();
      case 'explore-specialty':
        return named ? this.explore(focus, nurse) : this.suggestSpecialties(nurse);
      default:
        return this.unknown(nurse);
    }
  }

  private greeting(nurse: AskingNurse): AssistantReply {
    const specialty = nurse.confirmedSpecialties[0];
    return {
      message: `Hello ${firstName(nurse.name)}! ${CAPABILITIES} What would you like to look at?`,
      suggestedSpecialties: [...nurse.confirmedSpecialties],
      suggestedActions: [specialtyAction(specialty ?? '', 'Explore Specialties'), CONNECTIONS_ACTION],
    };
  }

  private async jobs(focus: readonly string[], named: boolean): Promise<AssistantReply> {
    const jobs = await this.sources.jobs(focus);
    const where = focus.length > 0 ? ` in ${focus.join(' or ')}` : '';
    if (jobs.length === 0) {
      return {
        message: `I don't have any job listings${where} right now. Listings change; the Jobs tab of your interests shows every one there is.`,
        suggestedSpecialties: [...focus],
        suggestedActions: [specialtyAction(focus[0] ?? '', 'Browse all jobs')],
      };
    }
    const lines = jobs
      .slice(0, LISTED)
      .map((job) => `${job.JobTitle} at ${job.Employer}, ${job.Location}: ${payOf(job)}, ${job.WorkType}, ${job.ShiftSchedule}`);
    const intro =
      named || focus.length === 0
        ? `Here ${jobs.length === 1 ? 'is' : 'are'} ${plural(jobs.length, 'job listing', 'job listings')}${where}:`
        : `For your specialties (${focus.join(', ')}), I found ${plural(jobs.length, 'job listing', 'job listings')}:`;
    return {
      message: `${intro}\n${bullets(lines)}${jobs.length > LISTED ? `\n…and ${jobs.length - LISTED} more on the Jobs tab.` : ''}`,
      suggestedSpecialties: [...focus],
      suggestedActions: focus.map((specialty) => specialtyAction(specialty, `Jobs in ${specialty}`)),
    };
  }

  private async learning(focus: readonly string[], named: boolean): Promise<AssistantReply> {
    const resources = await this.sources.learning(focus);
    const where = focus.length > 0 ? ` in ${focus.join(' or ')}` : '';
    if (resources.length === 0) {
      return {
        message: `I don't have learning resources${where} yet. The Learning tab of your interests lists everything the network offers.`,
        suggestedSpecialties: [...focus],
        suggestedActions: [specialtyAction(focus[0] ?? '', 'Browse learning')],
      };
    }
    const lines = resources
      .slice(0, LISTED)
      .map(
        (resource) =>
          `${resource.title} (${resource.type}, ${resource.provider}): ${resource.duration}, ${resource.cost}, rated ${resource.rating} of 5`,
      );
    const intro = named || focus.length === 0 ? `Learning${where}:` : `Learning for your specialties (${focus.join(', ')}):`;
    return {
      message: `${intro}\n${bullets(lines)}`,
      suggestedSpecialties: [...focus],
      suggestedActions: focus.map((specialty) => specialtyAction(specialty, `Learning in ${specialty}`)),
    };
  }

  private certifications(focus: readonly string[], nurse: AskingNurse): AssistantReply {
    if (focus.length === 0) {
      return {
        message:
          'Which specialty are you thinking of? Add your specialties to your profile, or ask me about one, such as "certifications for oncology".',
        suggestedSpecialties: [],
        suggestedActions: [PROFILE_ACTION],
      };
    }
    const held = new Set(nurse.certifications.map((code) => code.trim().toUpperCase()));
    const parts = focus.map((specialty) => {
      const known = certificationsFor(specialty);
      if (known.length === 0) return `${specialty}: I don't know of a specialty certification for it.`;
      const lines = known.map((cert) => `${cert.code}, ${cert.name} (${cert.board})${held.has(cert.code) ? ': you already hold it' : ''}`);
      return `${specialty}:\n${bullets(lines)}`;
    });
    return {
      message: `Certifications nurses in ${focus.join(' and ')} work towards:\n${parts.join('\n')}\nEach board sets its own eligibility (usually an RN licence and practice hours in the specialty).`,
      suggestedSpecialties: [...focus],
      suggestedActions: focus.map((specialty) => specialtyAction(specialty, `Learning in ${specialty}`)),
    };
  }

  /** Where her licences reach, with the way to update them. */
  private async licence(nurse: AskingNurse): Promise<AssistantReply> {
    const reach = await this.sources.practice(nurse);
    return {
      message: practiceAnswer(reach, []),
      suggestedSpecialties: [],
      suggestedActions: [{ ...PROFILE_ACTION, label: 'Update licences' }],
    };
  }

  /** Whether her licences let her practise in the states she named, or where they do. */
  private async practice(states: readonly string[], nurse: AskingNurse): Promise<AssistantReply> {
    const reach = await this.sources.practice(nurse);
    return { message: practiceAnswer(reach, states), suggestedSpecialties: [], suggestedActions: [] };
  }

  /** The CE rule of each state she named (else of her licensed states) for the licence types she named (else hers). */
  private ceHours(states: readonly string[], types: readonly CeLicenceType[], nurse: AskingNurse): AssistantReply {
    const held = CE_LICENCE_TYPES.filter((type) => nurse.licensureTypes.includes(type));
    return {
      message: ceHoursAnswer(states.length > 0 ? states : nurse.selectedStates, types.length > 0 ? types : held),
      suggestedSpecialties: [],
      suggestedActions: [],
    };
  }

  private async findNurses(focus: readonly string[], nurse: AskingNurse): Promise<AssistantReply> {
    const counts = await Promise.all(
      focus.map(async (specialty) => [specialty, await this.sources.nurseCount(specialty, nurse.id)] as const),
    );
    const lines = counts.map(([specialty, count]) => `${specialty}: ${plural(count, 'nurse', 'nurses')}`);
    return {
      message:
        counts.length > 0
          ? `Nurses on the network by specialty:\n${bullets(lines)}\nSend them a connection request with a short note, and message them once they accept.`
          : 'Search the network by name, specialty or location, and send a connection request with a short note.',
      suggestedSpecialties: [...focus],
      suggestedActions: [CONNECTIONS_ACTION, ...focus.map((specialty) => specialtyAction(specialty, `Nurses in ${specialty}`))],
    };
  }

  private profile(nurse: AskingNurse): AssistantReply {
    const message =
      nurse.missingProfileParts.length > 0
        ? `Nurses and employers see your profile first. It still lacks: ${nurse.missingProfileParts.join(', ')}.`
        : 'Your profile has every part filled in. Keep your specialties and certifications current as they change.';
    return { message, suggestedSpecialties: [], suggestedActions: [PROFILE_ACTION] };
  }

  private waitlist(): AssistantReply {
    return {
      message: 'Your account is live, so you are past the waitlist. Colleagues you invite join it and are let in by an administrator.',
      suggestedSpecialties: [],
      suggestedActions: [CONNECTIONS_ACTION],
    };
  }

  private async explore(focus: readonly string[], nurse: AskingNurse): Promise<AssistantReply> {
    const parts = await Promise.all(
      focus.map(async (specialty) => {
        const [jobs, learning, nurses] = await Promise.all([
          this.sources.jobs([specialty]),
          this.sources.learning([specialty]),
          this.sources.nurseCount(specialty, nurse.id),
        ]);
        const certs = certificationsFor(specialty).map((cert) => cert.code);
        const facts = [
          plural(nurses, 'nurse', 'nurses') + ' on the network',
          plural(jobs.length, 'job listing', 'job listings'),
          plural(learning.length, 'learning resource', 'learning resources'),
          certs.length > 0 ? `certifications: ${certs.join(', ')}` : 'no specialty certification I know of',
        ];
        return `${specialty}: ${facts.join('; ')}.`;
      }),
    );
    const experienced = focus.filter((specialty) => nurse.confirmedSpecialties.includes(specialty));
    const note = experienced.length > 0 ? ` You already list ${experienced.join(' and ')} as experience.` : '';
    return {
      message: `${parts.join('\n')}${note}`,
      suggestedSpecialties: [...focus],
      suggestedActions: [...focus.map((specialty) => specialtyAction(specialty)), CONNECTIONS_ACTION],
    };
  }

  private suggestSpecialties(nurse: AskingNurse): AssistantReply {
    const interests = nurse.selectedCareerAreas.length > 0 ? nurse.selectedCareerAreas : nurse.confirmedSpecialties;
    return {
      message:
        interests.length > 0
          ? `You're experienced in ${nurse.confirmedSpecialties.join(', ') || 'no specialty yet'}${nurse.selectedCareerAreas.length > 0 ? ` and interested in ${nurse.selectedCareerAreas.join(', ')}` : ''}. Name a specialty and I'll show you its nurses, jobs, learning and certifications.`
          : 'Name a specialty (for example ICU, oncology or labor and delivery) and I will show you its nurses, jobs, learning and certifications.',
      suggestedSpecialties: [...interests],
      suggestedActions: interests.slice(0, 3).map((specialty) => specialtyAction(specialty)),
    };
  }

  private unknown(nurse: AskingNurse): AssistantReply {
    return {
      message: `I'm not sure I can answer that. ${CAPABILITIES}`,
      suggestedSpecialties: [...nurse.confirmedSpecialties],
      suggestedActions: [specialtyAction(nurse.confirmedSpecialties[0] ?? '', 'Explore Specialties'), CONNECTIONS_ACTION],
    };
  }
}
