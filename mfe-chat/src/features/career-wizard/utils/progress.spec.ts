import { progressOf } from './progress';

describe('progressOf', () => {
  it('is completed over total, rounded to a percent', () => {
    expect(progressOf([{ isCompleted: true }, { isCompleted: false }, { isCompleted: false }])).toEqual({
      percent: 33,
      completed: 1,
      total: 3,
    });
    expect(progressOf([{ isCompleted: true }, { isCompleted: true }])).toEqual({ percent: 100, completed: 2, total: 2 });
  });

  it('is nought for an empty plan', () => {
    expect(progressOf([])).toEqual({ percent: 0, completed: 0, total: 0 });
  });
});
