import { certificationsFor, ENLC_RULE, resolveSpecialty, specialtiesMentioned } from '@nurse/catalogue';
import type { ModelTool } from '../../../language-model/language-model';
import type { PeopleService } from '../../users/people.service';
import type { CareersService } from './careers.service';
import type { JobListing } from '@nurse/catalogue';
import type { LearningResource } from '@nurse/catalogue';

/** The product's data a language model may read while it answers one nurse. */
export interface CareerDataSources {
  jobs(specialties: readonly string[]): Promise<JobListing[]>;
  learning(specialties: readonly string[]): Promise<LearningResource[]>;
  /** Live nurses other than the asker whose specialties include this one. */
  nurseCount(specialty: string, askingId: number): Promise<number>;
}

/** The sources as the careers and people services give them. */
export function careerDataSources(careers: CareersService, people: PeopleService): CareerDataSources {
  return {
    jobs: (specialties) => careers.jobs(specialties),
    learning: (specialties) => careers.learning(specialties),
    nurseCount: async (specialty, askingId) => (await people.withSpecialty(askingId, specialty, { pageSize: 1 })).total,
  };
}

/** What the model may know of the nurse it is helping: her own profile, never anyone else's. */
export interface NurseForModel {
  id: number;
  profile: Record<string, unknown>;
}

const LISTED = 8;
const SPECIALTIES_ARGUMENT = {
  type: 'object',
  properties: {
    specialties: {
      type: 'array',
      items: { type: 'string' },
      description: 'Specialty names as the nurse wrote them; an empty list means every specialty',
    },
  },
  required: ['specialties'],
};

/** The specialties a tool was asked about, each resolved through the catalogue (synonyms and typos); unknown ones dropped. */
function specialtiesArgument(args: Record<string, unknown>): string[] {
  const given = Array.isArray(args['specialties']) ? args['specialties'] : [];
  const resolved = given.filter((value): value is string => typeof value === 'string').map(resolveSpecialty);
  return [...new Set(resolved.filter((name): name is NonNullable<typeof name> => name !== null))];
}

const jobSummary = (job: JobListing) => ({
  title: job.JobTitle,
  employer: job.Employer,
  specialty: job.Specialty,
  location: job.Location,
  pay: `${job.PayRate} ${job.PayType === 'Hourly' ? 'an hour' : 'a year'}`,
  workType: job.WorkType,
  shift: job.ShiftSchedule,
  setting: job.RemoteHybridInPerson,
  yearsOfExperience: job.ExperienceRequiredYears,
  education: job.EducationRequired,
  certifications: [job.LicenseCertification1, job.LicenseCertification2].filter(Boolean),
  posted: job.DatePosted,
});

const learningSummary = (resource: LearningResource) => ({
  title: resource.title,
  type: resource.type,
  provider: resource.provider,
  specialty: resource.specialty,
  duration: resource.duration,
  cost: resource.cost,
  rating: resource.rating,
});

/** A tool listing the items of some specialties: how many there are, and the first few summarised. */
function listingTool<T>(
  name: string,
  description: string,
  key: string,
  read: (specialties: readonly string[]) => Promise<T[]>,
  summary: (item: T) => object,
): ModelTool {
  return {
    name,
    description,
    parameters: SPECIALTIES_ARGUMENT,
    run: async (args) => {
      const items = await read(specialtiesArgument(args));
      return { total: items.length, [key]: items.slice(0, LISTED).map(summary) };
    },
  };
}

/**
 * The tools a model answers through: the catalogue of specialties and certifications, the job listings,
 * the learning resources, how many nurses the network has in a specialty, the licence compact's rule and
 * the asking nurse's own profile. Everything the model says about these comes from here.
 */
export function careerTools(sources: CareerDataSources, nurse: NurseForModel): ModelTool[] {
  return [
    {
      name: 'find_specialties',
      description:
        'Finds the nursing specialties named in a text (synonyms, abbreviations and typos forgiven) with the board certifications nurses in each work towards.',
      parameters: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
      run: async (args) =>
        specialtiesMentioned(typeof args['text'] === 'string' ? args['text'] : '', 5).map((specialty) => ({
          specialty,
          certifications: certificationsFor(specialty).map((cert) => ({ code: cert.code, name: cert.name, board: cert.board })),
        })),
    },
    listingTool('search_jobs', 'The job listings on the network in the given specialties.', 'listings', sources.jobs, jobSummary),
    listingTool(
      'search_learning',
      'Courses, certification preparation and other learning resources on the network in the given specialties.',
      'resources',
      sources.learning,
      learningSummary,
    ),
    {
      name: 'count_nurses',
      description: 'How many nurses on the network list each given specialty (names are not shared; she finds them on the Network screen).',
      parameters: SPECIALTIES_ARGUMENT,
      run: async (args) =>
        Promise.all(
          specialtiesArgument(args).map(async (specialty) => ({ specialty, nurses: await sources.nurseCount(specialty, nurse.id) })),
        ),
    },
    {
      name: 'licence_compact_rule',
      description:
        'The Nurse Licensure Compact (eNLC): which states are outside it and which do not issue multistate licences yet. A multistate licence covers every other compact state.',
      parameters: { type: 'object', properties: {} },
      run: async () => ({
        lastChecked: ENLC_RULE.lastChecked,
        nonCompactStates: ENLC_RULE.nonCompactStates,
        notYetIssuingStates: ENLC_RULE.notYetIssuingStates,
      }),
    },
    {
      name: 'my_profile',
      description:
        'The asking nurse’s own profile: her specialties, interests, licensed states, multistate (eNLC) states, certifications, education and what her profile still lacks.',
      parameters: { type: 'object', properties: {} },
      run: async () => nurse.profile,
    },
  ];
}
