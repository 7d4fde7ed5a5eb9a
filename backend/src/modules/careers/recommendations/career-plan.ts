import { certificationsFor, findSpecialty, isEnlcEligible } from '@nurse/catalogue';
import type { JobListing } from '@nurse/catalogue';
import type { LearningResource } from '@nurse/catalogue';
import { matchesChips } from '../catalogue/specialty-filter';

export const RECOMMENDATION_TYPES = ['specialty', 'certification', 'education', 'career_path'] as const;
export const RECOMMENDATION_CATEGORIES = ['immediate', 'short_term', 'long_term'] as const;
export const LEVELS = ['high', 'medium', 'low'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];
export type RecommendationCategory = (typeof RECOMMENDATION_CATEGORIES)[number];
export type Level = (typeof LEVELS)[number];

/** One step of a career plan, as the wizard shows it. */
export interface PlannedRecommendation {
  recommendationType: RecommendationType;
  title: string;
  description: string;
  priority: Level;
  category: RecommendationCategory;
  estimatedTimeframe: string;
  marketDemand: Level;
  potentialSalaryIncrease: string;
  requiredSteps: string[];
}

/** What a plan is drawn from: her profile and the product's listings and learning. */
export interface PlanInput {
  confirmedSpecialties: readonly string[];
  selectedCareerAreas: readonly string[];
  certifications: readonly string[];
  education: string | null;
  licensureTypes: readonly string[];
  selectedStates: readonly string[];
  eNLCStates: readonly string[];
  jobs: readonly JobListing[];
  learning: readonly LearningResource[];
}

const MAX_JOBS = 2;
const unitOf = (job: JobListing) => (job.PayType === 'Hourly' ? 'an hour' : 'a year');
const listsCertification = (job: JobListing, code: string) =>
  [job.LicenseCertification1, job.LicenseCertification2].some((text) => text.toUpperCase().includes(code));

function certificationSteps(input: PlanInput): PlannedRecommendation[] {
  const held = new Set(input.certifications.map((code) => code.trim().toUpperCase()));
  return input.confirmedSpecialties.flatMap((specialty, index) => {
    const missing = certificationsFor(specialty).filter((cert) => !held.has(cert.code));
    const cert = missing[0];
    if (!cert) return [];
    const jobs = input.jobs.filter((job) => matchesChips(job.Specialty, [specialty]));
    const asked = jobs.filter((job) => listsCertification(job, cert.code)).length;
    const course = input.learning.find((resource) => matchesChips(resource.specialty, [specialty]));
    return [
      {
        recommendationType: 'certification',
        title: `Earn the ${cert.code} certification`,
        description: `${cert.name}, awarded by the ${cert.board}, shows employers your ${specialty} expertise.`,
        priority: index === 0 ? 'high' : 'medium',
        category: 'short_term',
        estimatedTimeframe: '3-6 months',
        marketDemand: asked > 0 ? 'high' : 'medium',
        potentialSalaryIncrease:
          asked > 0
            ? `Asked for by ${asked} of the ${jobs.length} ${specialty} listings here`
            : 'Many employers pay a certification differential',
        requiredSteps: [
          `Check the ${cert.board}'s eligibility rules (usually practice hours in ${specialty})`,
          course
            ? `Prepare with ${course.title} (${course.provider}, ${course.duration}, ${course.cost})`
            : 'Take a review course or practice exams',
          `Schedule and pass the ${cert.code} exam`,
          `Add ${cert.code} to your certifications on your profile`,
        ],
      },
    ];
  });
}

function compactStep(input: PlanInput): PlannedRecommendation[] {
  const home = input.selectedStates[0];
  const licensed = input.licensureTypes.some((type) => type === 'RN' || type === 'LPN');
  if (!home || !licensed || input.eNLCStates.length > 0 || !isEnlcEligible(home)) return [];
  return [
    {
      recommendationType: 'career_path',
      title: 'Get a multistate (eNLC) licence',
      description: `${home} is a Nurse Licensure Compact state: a multistate licence from it lets you practise in every compact state without another licence.`,
      priority: 'medium',
      category: 'short_term',
      estimatedTimeframe: '1-3 months',
      marketDemand: 'high',
      potentialSalaryIncrease: 'Opens travel and telehealth roles across the compact states',
      requiredSteps: [
        `Confirm ${home} is your primary state of residence`,
        `Apply to the ${home} board of nursing for a multistate licence`,
        'Complete the fingerprint-based background check',
        `Mark ${home} as eNLC on your profile`,
      ],
    },
  ];
}

function educationStep(input: PlanInput): PlannedRecommendation[] {
  const education = (input.education ?? '').toUpperCase();
  if (!input.licensureTypes.includes('RN')) return [];
  if (!/\b(BSN|MSN|DNP|PHD)\b/.test(education)) {
    return [
      {
        recommendationType: 'education',
        title: 'Earn a BSN',
        description: 'Many hospitals require or prefer a Bachelor of Science in Nursing for specialty and leadership roles.',
        priority: 'medium',
        category: 'long_term',
        estimatedTimeframe: '12-24 months (RN-to-BSN)',
        marketDemand: 'high',
        potentialSalaryIncrease: 'Qualifies you for roles that list a BSN',
        requiredSteps: [
          'Compare accredited RN-to-BSN programmes (CCNE or ACEN)',
          'Ask your employer about tuition support',
          'Enrol and complete the programme',
          'Add the degree to your education on your profile',
        ],
      },
    ];
  }
  if (!/\b(MSN|DNP|PHD)\b/.test(education)) {
    return [
      {
        recommendationType: 'education',
        title: 'Consider an MSN',
        description: 'A Master of Science in Nursing leads to nurse practitioner, educator and leadership roles.',
        priority: 'low',
        category: 'long_term',
        estimatedTimeframe: '2-3 years',
        marketDemand: 'medium',
        potentialSalaryIncrease: 'Advanced practice roles are paid above staff nursing',
        requiredSteps: ['Choose a track (practitioner, educator, leadership)', 'Compare accredited programmes', 'Apply and enrol'],
      },
    ];
  }
  return [];
}

function adjacentSpecialties(input: PlanInput): PlannedRecommendation[] {
  const experienced = new Set(input.confirmedSpecialties.map((name) => findSpecialty(name) ?? name));
  return input.selectedCareerAreas
    .filter((area) => !experienced.has(findSpecialty(area) ?? area))
    .slice(0, 2)
    .map((area) => {
      const course = input.learning.find((resource) => matchesChips(resource.specialty, [area]));
      const cert = certificationsFor(area)[0];
      return {
        recommendationType: 'specialty',
        title: `Move into ${area}`,
        description: `You said you are interested in ${area}. Build experience and meet nurses who work in it.`,
        priority: 'medium',
        category: 'long_term',
        estimatedTimeframe: '6-12 months',
        marketDemand: input.jobs.some((job) => matchesChips(job.Specialty, [area])) ? 'high' : 'medium',
        potentialSalaryIncrease: 'Depends on the role and employer',
        requiredSteps: [
          course ? `Take ${course.title} (${course.provider})` : `Find a course in ${area}`,
          `Connect with nurses in ${area} on the network`,
          ...(cert ? [`Work towards the ${cert.code} certification`] : []),
          `Add ${area} to your experience once you have it`,
        ],
      };
    });
}

function jobSteps(input: PlanInput): PlannedRecommendation[] {
  return input.jobs
    .filter((job) => matchesChips(job.Specialty, input.confirmedSpecialties))
    .slice(0, MAX_JOBS)
    .map((job) => ({
      recommendationType: 'career_path',
      title: `Apply for ${job.JobTitle} at ${job.Employer}`,
      description: `${job.WorkType}, ${job.ShiftSchedule}, in ${job.Location}.`,
      priority: 'high',
      category: 'immediate',
      estimatedTimeframe: '2-4 weeks',
      marketDemand: 'high',
      potentialSalaryIncrease: `${job.PayRate} ${unitOf(job)} (listed pay)`,
      requiredSteps: [
        `Check the requirements: ${job.ExperienceRequiredYears}+ years, ${job.EducationRequired}, ${job.LicenseCertification1}`,
        'Bring your résumé and profile up to date',
        `Apply at ${job.ApplicationLink}`,
      ],
    }));
}

/**
 * A nurse's career plan from her profile and the product's data: jobs she could apply to now, the
 * certifications missing for her specialties, a multistate licence where her state allows one, education,
 * and the specialties she wants to move into. Nothing in it is made up: every job, course, certification
 * and licence rule comes from the product's data.
 */
export function careerPlan(input: PlanInput): PlannedRecommendation[] {
  return [...jobSteps(input), ...certificationSteps(input), ...compactStep(input), ...educationStep(input), ...adjacentSpecialties(input)];
}
