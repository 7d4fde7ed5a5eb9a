import type { JobListing } from '@nurse/catalogue';
import type { LearningResource } from '@nurse/catalogue';
import { careerPlan, type PlanInput } from './career-plan';

const job = (overrides: Partial<JobListing>): JobListing =>
  ({
    JobID: 'J1',
    JobTitle: 'Oncology RN',
    Specialty: 'Oncology',
    Employer: 'Riverside Methodist Hospital',
    Location: 'Columbus, OH',
    WorkType: 'Full-time',
    ShiftSchedule: 'Days, 3x12',
    PayRate: '$44.00 - $58.00',
    PayType: 'Hourly',
    ExperienceRequiredYears: 2,
    EducationRequired: 'BSN preferred',
    LicenseCertification1: 'RN',
    LicenseCertification2: 'OCN preferred',
    ApplicationLink: 'https://careers.example.org/1',
    ...overrides,
  }) as JobListing;

const course = {
  title: 'Chemotherapy Essentials',
  provider: 'ONS',
  duration: '8 weeks',
  cost: '$199',
  specialty: 'Oncology',
} as LearningResource;

const nurse = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  confirmedSpecialties: ['Oncology'],
  selectedCareerAreas: ['Palliative Care'],
  certifications: ['BLS'],
  education: 'ADN',
  licensureTypes: ['RN'],
  selectedStates: ['OH'],
  eNLCStates: [],
  jobs: [job({})],
  learning: [course],
  ...overrides,
});

const titles = (input: PlanInput) => careerPlan(input).map((item) => item.title);

describe('careerPlan', () => {
  it('follows from her profile: a job she can apply to, her missing certification, the compact, a BSN and her interest', () => {
    expect(titles(nurse())).toEqual([
      'Apply for Oncology RN at Riverside Methodist Hospital',
      'Earn the OCN certification',
      'Get a multistate (eNLC) licence',
      'Earn a BSN',
      'Move into Palliative Care',
    ]);
  });

  it('draws its figures and steps from the listings and learning, never inventing them', () => {
    const [apply, certification] = careerPlan(nurse());
    expect(apply!.potentialSalaryIncrease).toBe('$44.00 - $58.00 an hour (listed pay)');
    expect(apply!.requiredSteps).toContain('Apply at https://careers.example.org/1');
    expect(certification!.marketDemand).toBe('high');
    expect(certification!.potentialSalaryIncrease).toBe('Asked for by 1 of the 1 Oncology listings here');
    expect(certification!.requiredSteps[1]).toBe('Prepare with Chemotherapy Essentials (ONS, 8 weeks, $199)');
  });

  it('leaves out what she already has or cannot use', () => {
    const done = titles(nurse({ certifications: ['OCN'], eNLCStates: ['OH'], education: 'BSN, MSN', selectedCareerAreas: ['Oncology'] }));
    expect(done).toEqual(['Apply for Oncology RN at Riverside Methodist Hospital']);
    expect(titles(nurse({ selectedStates: ['CA'] }))).not.toContain('Get a multistate (eNLC) licence');
    expect(titles(nurse({ education: 'BSN' }))).toContain('Consider an MSN');
  });
});
