import { aJob } from '@nurse/api-client/testing';
import { anApplication, aTravelJob } from '../../../test/a-job';
import { asksWhetherApplied, groupByStage } from './application-stages';

describe('groupByStage', () => {
  it('groups her listings in the stages’ order, leaving out stages without any', () => {
    const offer = anApplication(aJob({ id: 3 }), { stage: 'offer' });
    const saved = anApplication(aJob());
    const applied = anApplication(aTravelJob(), { stage: 'applied' });
    const savedToo = anApplication(aJob({ id: 4 }));
    expect(groupByStage([offer, saved, applied, savedToo])).toEqual([
      { stage: 'saved', entries: [saved, savedToo] },
      { stage: 'applied', entries: [applied] },
      { stage: 'offer', entries: [offer] },
    ]);
  });
});

describe('asksWhetherApplied', () => {
  it('asks about a listing she has not followed or only saved, not one she applied to or moved past', () => {
    expect(asksWhetherApplied(undefined)).toBe(true);
    expect(asksWhetherApplied({ stage: 'saved' })).toBe(true);
    expect(asksWhetherApplied({ stage: 'applied' })).toBe(false);
    expect(asksWhetherApplied({ stage: 'withdrawn' })).toBe(false);
  });
});
