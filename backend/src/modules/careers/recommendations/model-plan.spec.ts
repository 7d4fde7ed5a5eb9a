import { MalformedModelAnswer } from '../../../language-model/language-model';
import { parseModelPlan } from './model-plan';

const step = {
  recommendationType: 'education',
  title: 'Complete a BSN',
  description: 'Most Magnet hospitals ask for one.',
  priority: 'medium',
  category: 'long_term',
  estimatedTimeframe: '12-24 months',
  marketDemand: 'high',
  potentialSalaryIncrease: 'Varies by employer',
  requiredSteps: ['Choose an RN-to-BSN programme', 'Enrol'],
};
const planOf = (...items: object[]) => JSON.stringify({ recommendations: items });

describe('parseModelPlan', () => {
  it('reads a plan, with or without a code fence and text around it', () => {
    expect(parseModelPlan(planOf(step, step, step))).toHaveLength(3);
    expect(parseModelPlan(`Here is your plan:\n\`\`\`json\n${planOf(step, step, step)}\n\`\`\``)[0]).toEqual(step);
  });

  it.each([
    ['not JSON', 'I think you should study.'],
    ['too few steps', planOf(step)],
    ['too many steps', planOf(...Array.from({ length: 9 }, () => step))],
    ['an unknown priority', planOf(step, step, { ...step, priority: 'urgent' })],
    ['an unknown type', planOf(step, step, { ...step, recommendationType: 'holiday' })],
    ['a blank title', planOf(step, step, { ...step, title: '  ' })],
    ['no required steps', planOf(step, step, { ...step, requiredSteps: [] })],
    ['a title longer than the column', planOf(step, step, { ...step, title: 'x'.repeat(201) })],
  ])('refuses a plan with %s', (_case, answer) => {
    expect(() => parseModelPlan(answer)).toThrow(MalformedModelAnswer);
  });
});
