import { JOB_LISTINGS } from '../../../database/migrations/data/job-listings.data';
import type { JobListing } from '@nurse/catalogue';
import { matchesChips } from '../../careers/catalogue/specialty-filter';
import type { LearningResource } from '@nurse/catalogue';
import { practiceReach } from '../../credentials/practice/practice-reach';
import { AssistantEngine, readQuestion, type AskingNurse, type AssistantSources } from './assistant-engine';
import type { Intent } from './intents';

/** Questions nurses ask, with slips and synonyms, and what the assistant must read in them. */
const QUESTIONS: ReadonlyArray<readonly [string, Intent, string[]]> = [
  ['hi', 'greeting', []],
  ['Hello!', 'greeting', []],
  ['hey there', 'greeting', []],
  ['good morning', 'greeting', []],
  ['thanks so much', 'greeting', []],
  ['Are there any jobs in oncology?', 'jobs', ['Oncology']],
  ['oncolgy jobs near me', 'jobs', ['Oncology']],
  ['Who is hiring ICU nurses?', 'jobs', ['ICU']],
  ['What jobs are there near Dallas for ICU nurses?', 'jobs', ['ICU']],
  ['any openings in the intensive care unit', 'jobs', ['ICU']],
  ['What does an ER nurse get paid?', 'jobs', ['Emergency Medicine']],
  ['labor and delivery positions', 'jobs', ['Labor & Delivery']],
  ['Show me jobs', 'jobs', []],
  ['I want to apply for a pediatrics job', 'jobs', ['Pediatrics']],
  ['night shift work in telemetry', 'jobs', ['Telemetry']],
  ['school nurse vacancies', 'jobs', []],
  ['jobs in home health', 'jobs', ['Home Health']],
  ['Any courses for oncology?', 'learning', ['Oncology']],
  ['where can I learn about critical care', 'learning', ['Critical Care']],
  ['training for the operating room', 'learning', ['Operating Room']],
  ['continuing education in nephrology', 'learning', ['Nephrology']],
  ['workshops for psych nurses', 'learning', ['Psychiatric']],
  ['I want to study pediatirc care', 'learning', ['Pediatrics']],
  ['CEUs please', 'learning', []],
  ['What certifications do I need for oncology?', 'certifications', ['Oncology']],
  ['certifcation for ICU', 'certifications', ['ICU']],
  ['How do I get certified in emergency medicine?', 'certifications', ['Emergency Medicine']],
  ['which credentials help in the NICU', 'certifications', ['NICU']],
  ['certificates for wound care', 'certifications', ['Wound care']],
  ['Should I take the CCRN exam for critical care?', 'certifications', ['Critical Care']],
  ['What certifications should I get?', 'certifications', []],
  ['Which states can I work in with my license?', 'licence', []],
  ['Is my licence valid in other states?', 'licence', []],
  ['what is the compact', 'licence', []],
  ['Can I be a travel nurse?', 'licence', []],
  ['multistate license questions', 'licence', []],
  ['does the NLC cover California?', 'licence', []],
  ['How many CE hours do I need in Texas?', 'ce-hours', []],
  ['what are the continuing education requirements in Ohio', 'ce-hours', []],
  ['can I work in Florida?', 'practice', []],
  ['where can I practise?', 'practice', []],
  ['Can I take a travel job in Texas', 'practice', []],
  ['can i work in FL with my licence', 'practice', []],
  ['How do I connect with other nurses?', 'find-nurses', []],
  ['find nurses in oncology', 'find-nurses', ['Oncology']],
  ['I need a mentor in the ICU', 'find-nurses', ['ICU']],
  ['meet colleagues in labor and delivery', 'find-nurses', ['Labor & Delivery']],
  ['networking with cardiology peers', 'find-nurses', ['Cardiology']],
  ['How can I improve my profile?', 'profile', []],
  ['update my resume', 'profile', []],
  ['should I add a photo', 'profile', []],
  ['Where is my LinkedIn?', 'profile', []],
  ['Where am I on the waitlist?', 'waitlist', []],
  ['how do invites work', 'waitlist', []],
  ['Tell me about oncology', 'explore-specialty', ['Oncology']],
  ['What is NICU nursing like?', 'explore-specialty', ['NICU']],
  ['I want to switch to the ER', 'explore-specialty', ['Emergency Medicine']],
  ['how do I move into case management', 'explore-specialty', ['Case Management']],
  ['Compare ICU and PACU', 'explore-specialty', ['ICU', 'PACU']],
  ['oncology?', 'explore-specialty', ['Oncology']],
  ['dermatolgy', 'explore-specialty', ['Dermatology']],
  ['What specialties suit me?', 'explore-specialty', []],
  ['career path ideas', 'explore-specialty', []],
  ['explore hospice', 'explore-specialty', ['Hospice']],
  ['Telehealth', 'explore-specialty', ['Telehealth']],
  ['What is the weather today?', 'unknown', []],
  ['asdfgh', 'unknown', []],
  ['Who won the game last night?', 'unknown', []],
  ['Can you write me a poem?', 'unknown', []],
];

describe('reading a question', () => {
  it('has at least sixty questions', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(QUESTIONS)('%s', (question, intent, specialties) => {
    expect(readQuestion(question)).toEqual({ intent, specialties });
  });
});

const job = (JobTitle: string, Specialty: string): JobListing =>
  ({
    JobID: JobTitle,
    JobTitle,
    Specialty,
    Employer: 'Riverside Methodist Hospital',
    Location: 'Columbus, OH',
    WorkType: 'Full-time',
    ShiftSchedule: 'Nights, 3x12',
    PayRate: '$48.50 - $61.75',
    PayType: 'Hourly',
  }) as JobListing;

/** The licensure she declared, as her profile holds it. */
const declaredBy = (nurse: AskingNurse) => ({
  licensureTypes: nurse.licensureTypes,
  states: nurse.selectedStates,
  enlcStates: nurse.eNLCStates,
});

function sourcesWith(jobs: JobListing[], learning: LearningResource[] = [], nurses = 0): AssistantSources & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    jobs: async (specialties) => {
      asked.push([...specialties]);
      return jobs.filter((item) => specialties.length === 0 || specialties.includes(item.Specialty));
    },
    learning: async (specialties) => learning.filter((item) => specialties.length === 0 || specialties.includes(item.specialty)),
    nurseCount: async () => nurses,
    practice: async (nurse) => practiceReach([], declaredBy(nurse), '2026-11-26'),
  };
}

const mary: AskingNurse = {
  id: 1,
  name: 'Mary Seacole',
  confirmedSpecialties: ['Oncology'],
  selectedCareerAreas: ['Palliative Care'],
  licensureTypes: ['RN'],
  selectedStates: ['OH', 'KY'],
  eNLCStates: ['OH'],
  certifications: ['BLS', 'OCN'],
  missingProfileParts: ['a photo', 'your résumé'],
};

describe('AssistantEngine', () => {
  it('lists real job listings with pay, and links to the specialty on the interests screen', async () => {
    const engine = new AssistantEngine(sourcesWith([job('Oncology RN', 'Oncology'), job('ICU RN', 'ICU')]));
    const reply = await engine.answer('any oncolgy jobs?', mary);
    expect(reply.message).toContain('Oncology RN at Riverside Methodist Hospital, Columbus, OH: $48.50 - $61.75 an hour');
    expect(reply.message).not.toContain('ICU RN');
    expect(reply.suggestedActions).toEqual([{ type: 'specialty', label: 'Jobs in Oncology', value: 'Oncology' }]);
    expect(reply.suggestedSpecialties).toEqual(['Oncology']);
  });

  it('finds the critical care listing for a question about ICU jobs, as the board filters them', async () => {
    const board: AssistantSources = {
      jobs: async (specialties) => JOB_LISTINGS.filter((item) => matchesChips(item.Specialty, specialties)),
      learning: async () => [],
      nurseCount: async () => 0,
      practice: async () => practiceReach([], declaredBy(mary), '2026-11-26'),
    };
    const reply = await new AssistantEngine(board).answer('What jobs are there near Dallas for ICU nurses?', mary);
    expect(reply.message).toMatch(/^Here is 1 job listing in ICU:/);
    expect(reply.message).toContain('Critical Care Registered Nurse (MICU) at Riverside Regional Medical Center');
    expect(reply.message).not.toContain("I don't have any job listings");
  });

  it('answers about her own specialties when the question names none', async () => {
    const sources = sourcesWith([job('Oncology RN', 'Oncology')]);
    const reply = await new AssistantEngine(sources).answer('show me jobs', mary);
    expect(sources.asked).toEqual([['Oncology']]);
    expect(reply.message).toContain('For your specialties (Oncology)');
  });

  it('says so when there is no listing, instead of inventing one', async () => {
    const reply = await new AssistantEngine(sourcesWith([])).answer('jobs in dermatology', mary);
    expect(reply.message).toContain("I don't have any job listings in Dermatology right now");
  });

  it('names the certifications of a specialty and the ones she already holds', async () => {
    const reply = await new AssistantEngine(sourcesWith([])).answer('certifications for oncology', mary);
    expect(reply.message).toContain('OCN, Oncology Certified Nurse (Oncology Nursing Certification Corporation): you already hold it');
    const none = await new AssistantEngine(sourcesWith([])).answer('certifications for telehealth', mary);
    expect(none.message).toContain("Telehealth: I don't know of a specialty certification for it.");
  });

  it('reads her licence reach from what she declared while her wallet is empty, through the compact rule', async () => {
    const reply = await new AssistantEngine(sourcesWith([])).answer('which states can I work in?', mary);
    const summary = /^With the licences you declared at onboarding you can practise in \d+ states: ([A-Z, ]+)\./.exec(reply.message);
    expect(summary?.[1].split(', ')).toEqual(expect.arrayContaining(['KY', 'OH', 'FL']));
    expect(summary?.[1].split(', ')).not.toContain('CA');
    expect(reply.suggestedActions).toEqual([{ type: 'profile', label: 'Update licences', value: 'profile' }]);
  });

  it('answers whether she can work in a state from her own wallet, asked for her', async () => {
    const asked: number[] = [];
    const sources: AssistantSources = {
      ...sourcesWith([]),
      practice: async (nurse) => {
        asked.push(nurse.id);
        const wallet = [
          { id: 7, type: 'RN', state: 'OH', multistate: true, residenceState: 'OH', status: 'active', expiryDate: '2027-12-31' },
        ] as const;
        return practiceReach(wallet, declaredBy(nurse), '2026-11-26');
      },
    };
    const reply = await new AssistantEngine(sources).answer('Can I take a travel job in FL?', mary);
    expect(asked).toEqual([mary.id]);
    expect(reply.message).toMatch(/^Yes, you can practise in Florida \(FL\) with your RN multistate licence from Ohio, your home state/);
    expect(reply).toMatchObject({ suggestedSpecialties: [], suggestedActions: [] });
    const nothingDeclared = { ...mary, licensureTypes: [], selectedStates: [], eNLCStates: [] };
    const empty = await new AssistantEngine(sourcesWith([])).answer('where can I practise?', nothingDeclared);
    expect(empty.message).toContain('Your wallet has no licences yet');
  });

  it('answers how many CE hours a state requires from the product’s CE data, for her licence types or those she names', async () => {
    const engine = new AssistantEngine(sourcesWith([]));
    const texas = await engine.answer('How many CE hours do I need in Texas?', mary);
    expect(texas.message).toMatch(/^• Texas, RN: 20 contact hours .*Source: .*, checked \d{4}-\d{2}-\d{2}; 22 Tex\. Admin\. Code/);
    expect(texas).toMatchObject({ suggestedSpecialties: [], suggestedActions: [] });
    const lvn = await engine.answer('What are the continuing education requirements for an LVN in Missouri?', mary);
    expect(lvn.message).toMatch(/^• Missouri, LPN\/LVN: the board requires no CE hours to renew\./);
    const unknown = await engine.answer('how many contact hours does Massachusetts require', mary);
    expect(unknown.message).toMatch(/^• Massachusetts, RN: I don't know the board's CE rule\./);
    // With no state named, her own licensed states are answered.
    const hers = await engine.answer('How many CE hours do I need?', mary);
    expect(hers.message.split('\n').map((line) => line.slice(0, line.indexOf(':')))).toEqual(['• Ohio, RN', '• Kentucky, RN']);
  });

  it('explores a specialty with counts from the network', async () => {
    const reply = await new AssistantEngine(sourcesWith([job('ICU RN', 'ICU')], [], 42)).answer(
      'tell me about the intensive care unit',
      mary,
    );
    expect(reply.message).toBe('ICU: 42 nurses on the network; 1 job listing; 0 learning resources; certifications: CCRN.');
    expect(reply.suggestedActions.map((action) => action.type)).toEqual(['specialty', 'connections']);
  });

  it('lists what her profile lacks', async () => {
    const reply = await new AssistantEngine(sourcesWith([])).answer('how can I improve my profile', mary);
    expect(reply.message).toContain('It still lacks: a photo, your résumé.');
  });

  it('says it does not know, and what it can do, for anything else', async () => {
    const reply = await new AssistantEngine(sourcesWith([])).answer('what is the weather today', mary);
    expect(reply.message).toMatch(/^I'm not sure I can answer that\./);
    expect(reply.suggestedActions.map((action) => action.label)).toEqual(['Explore Specialties', 'Find Connections']);
  });
});
