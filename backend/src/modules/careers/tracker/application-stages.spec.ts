import { movedTo } from './application-stages';

describe('her stage history', () => {
  it('adds each stage she moves to with its day, and nothing when she stays where she is', () => {
    const saved = movedTo([], 'saved', '2026-11-01');
    expect(saved).toEqual([{ stage: 'saved', on: '2026-11-01' }]);
    const applied = movedTo(saved, 'applied', '2026-11-03');
    expect(movedTo(applied, 'applied', '2026-11-09')).toEqual(applied);
    expect(movedTo(applied, 'interviewing', '2026-11-10').map(({ stage }) => stage)).toEqual(['saved', 'applied', 'interviewing']);
  });

  it('records a move back as a new step, keeping the earlier days', () => {
    const history = movedTo(movedTo(movedTo([], 'saved', '2026-11-01'), 'interviewing', '2026-11-05'), 'applied', '2026-11-06');
    expect(history).toEqual([
      { stage: 'saved', on: '2026-11-01' },
      { stage: 'interviewing', on: '2026-11-05' },
      { stage: 'applied', on: '2026-11-06' },
    ]);
  });
});
