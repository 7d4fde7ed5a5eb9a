import { z } from 'zod';
import { MalformedModelAnswer } from '../../../language-model/language-model';
import { LEVELS, RECOMMENDATION_CATEGORIES, RECOMMENDATION_TYPES, type PlannedRecommendation } from './career-plan';

export const MODEL_PLAN_SIZE = { min: 3, max: 8 } as const;

const text = (max: number) => z.string().trim().min(1).max(max);

const recommendationSchema = z.object({
  recommendationType: z.enum(RECOMMENDATION_TYPES),
  title: text(200),
  description: text(2000),
  priority: z.enum(LEVELS),
  category: z.enum(RECOMMENDATION_CATEGORIES),
  estimatedTimeframe: text(100),
  marketDemand: z.enum(LEVELS),
  potentialSalaryIncrease: text(200),
  requiredSteps: z.array(text(300)).min(1).max(8),
});

const planSchema = z.object({
  recommendations: z.array(recommendationSchema).min(MODEL_PLAN_SIZE.min).max(MODEL_PLAN_SIZE.max),
});

export const MODEL_PLAN_INSTRUCTIONS = [
  'You write a personalised career plan for a nurse on Nurse Career Network.',
  'Read her profile with my_profile first, then use the other tools for certifications, job listings, learning and the licence compact.',
  'Base every step on those tools: never invent a job, an employer, a course, a certification or a licensing rule.',
  `Answer with JSON only, no other text: {"recommendations": [...]} with ${MODEL_PLAN_SIZE.min} to ${MODEL_PLAN_SIZE.max} items, each`,
  `{"recommendationType": one of ${RECOMMENDATION_TYPES.join('|')}, "title", "description", "priority": ${LEVELS.join('|')},`,
  `"category": ${RECOMMENDATION_CATEGORIES.join('|')}, "estimatedTimeframe" (such as "3-6 months"), "marketDemand": ${LEVELS.join('|')},`,
  '"potentialSalaryIncrease" (what the listings show, or a plain statement such as "Varies by employer"), "requiredSteps": [short steps in order]}.',
].join('\n');

export const MODEL_PLAN_PROMPT = 'Write my career plan.';

/** The JSON object in a model's answer, with a Markdown code fence around it tolerated. */
function jsonIn(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end < start) throw new MalformedModelAnswer('the plan is not JSON');
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    throw new MalformedModelAnswer('the plan is not JSON');
  }
}

/** Reads a plan a model wrote; anything off the shape the wizard shows is refused whole. */
export function parseModelPlan(answer: string): PlannedRecommendation[] {
  const parsed = planSchema.safeParse(jsonIn(answer));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MalformedModelAnswer(`the plan does not fit: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  return parsed.data.recommendations;
}
