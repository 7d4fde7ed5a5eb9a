import { hasPayRange, JOB_MESSAGES, payChanged, payColumns, payProblem, readableByNurses } from './job-rules';

const NONE = { payMinCents: null, payMaxCents: null, payUnit: null };

describe('the pay of a listing', () => {
  it('is all three of lowest, highest and unit, or none of them', () => {
    expect(payProblem(NONE)).toBeNull();
    expect(payProblem({ payMinCents: 4000, payMaxCents: 5000, payUnit: 'hourly' })).toBeNull();
    expect(payProblem({ payMinCents: 4000, payMaxCents: null, payUnit: 'hourly' })).toBe(JOB_MESSAGES.payIncomplete);
    expect(payProblem({ ...NONE, payUnit: 'weekly' })).toBe(JOB_MESSAGES.payIncomplete);
    expect(payProblem({ payMinCents: 5001, payMaxCents: 5000, payUnit: 'hourly' })).toBe(JOB_MESSAGES.payOrder);
    expect(hasPayRange(NONE)).toBe(false);
  });

  it('is stored with its range in cents an hour, for search', () => {
    expect(payColumns({ payMinCents: 210_000, payMaxCents: 234_000, payUnit: 'weekly' }, 36)).toEqual({
      payMinCents: 210_000,
      payMaxCents: 234_000,
      payUnit: 'weekly',
      payMinHourlyCents: 5833,
      payMaxHourlyCents: 6500,
    });
    expect(payColumns(NONE, 36)).toEqual({ ...NONE, payMinHourlyCents: null, payMaxHourlyCents: null });
  });

  it('changes when an amount, the unit or what it includes changes', () => {
    const pay = { payMinCents: 4000, payMaxCents: 5000, payUnit: 'hourly' as const, payIncludes: '' };
    expect(payChanged(pay, { ...pay })).toBe(false);
    expect(payChanged(pay, { ...pay, payMaxCents: 5100 })).toBe(true);
    expect(payChanged(pay, { ...pay, payUnit: 'weekly' })).toBe(true);
    expect(payChanged(pay, { ...pay, payIncludes: 'Plus a $6 night differential' })).toBe(true);
  });
});

describe('who reads a listing', () => {
  it('is nurses once it was published, open or closed since; never a listing that was not', () => {
    expect(readableByNurses({ postedOn: '2026-01-05' })).toBe(true);
    expect(readableByNurses({ postedOn: null })).toBe(false);
  });
});
