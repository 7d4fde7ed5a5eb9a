import { addDays, coveredDays, dueMilestone, expiryRanges, localDay, MAX_CATCH_UP_DAYS, RENEWAL_MILESTONES } from './renewal-milestones';
import { renewalText } from './renewal-texts';

const EXPIRY = '2027-01-31';

/** Walks her days one at a time from `from` to `to`, as daily passes would, collecting what is sent. */
function daily(expiry: string, from: string, to: string): { day: string; milestone: number }[] {
  const sent: { day: string; milestone: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const milestone = dueMilestone(expiry, day, 1);
    if (milestone !== null) sent.push({ day, milestone });
  }
  return sent;
}

describe('renewal milestones', () => {
  it('sends each milestone on its own day when the pass runs every day', () => {
    expect(daily(EXPIRY, '2026-10-01', '2027-02-10')).toEqual([
      { day: '2026-11-02', milestone: 90 },
      { day: '2026-12-02', milestone: 60 },
      { day: '2027-01-01', milestone: 30 },
      { day: '2027-01-17', milestone: 14 },
      { day: '2027-01-24', milestone: 7 },
      { day: '2027-01-30', milestone: 1 },
      { day: '2027-01-31', milestone: 0 },
      { day: '2027-02-01', milestone: -1 },
    ]);
  });

  it('reads "the day" in her time zone: late evening in Los Angeles is already the next day in UTC', () => {
    const at = new Date('2026-11-03T05:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2026-11-03');
    expect(localDay(at, 'America/Los_Angeles')).toBe('2026-11-02');
    expect(localDay(new Date('2026-11-01T12:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-02');
    expect(dueMilestone(EXPIRY, localDay(at, 'America/Los_Angeles'), 1)).toBe(90);
    expect(dueMilestone(EXPIRY, localDay(at, 'UTC'), 1)).toBeNull();
  });

  it('sends only the latest due milestone when the clock jumps over several', () => {
    // From 95 days before expiry to 10 days before: 90, 60, 30 and 14 all passed; only 14 is sent.
    const today = '2027-01-21';
    expect(dueMilestone(EXPIRY, today, coveredDays(today, '2026-10-28'))).toBe(14);
    // A jump past the lapse sends "lapsed", not the 7, 1 and on-the-day reminders before it.
    expect(dueMilestone(EXPIRY, '2027-02-03', coveredDays('2027-02-03', '2027-01-20'))).toBe(-1);
  });

  it('catches up at most MAX_CATCH_UP_DAYS, enough to reach the latest milestone after the longest gap', () => {
    expect(coveredDays('2027-06-01', '2026-01-01')).toBe(MAX_CATCH_UP_DAYS);
    // 89 days before expiry after a month without passes: the 90-day milestone still comes.
    expect(dueMilestone(EXPIRY, '2026-12-01', coveredDays('2026-12-01', '2026-11-01'))).toBe(90);
    // 59 days after a long outage: the latest (60) is within reach, the 90 is not sent.
    expect(dueMilestone(EXPIRY, '2026-12-03', MAX_CATCH_UP_DAYS)).toBe(60);
  });

  it('covers today only when the clock went back or no pass ran before', () => {
    expect(coveredDays('2027-01-01', '2027-01-05')).toBe(1);
    expect(coveredDays('2027-01-01', '2027-01-01')).toBe(1);
    expect(coveredDays('2027-01-01', null)).toBe(1);
    expect(dueMilestone(EXPIRY, '2027-01-01', coveredDays('2027-01-01', '2027-01-05'))).toBe(30);
    expect(dueMilestone(EXPIRY, '2027-01-02', 1)).toBeNull();
  });

  it('follows an expiry moved later: the new date has its own milestones, earlier ones included', () => {
    const renewed = '2029-01-31';
    expect(dueMilestone(EXPIRY, '2027-01-24', 1)).toBe(7);
    expect(daily(renewed, '2027-01-25', '2028-11-01')).toEqual([]);
    expect(dueMilestone(renewed, '2028-11-02', 1)).toBe(90);
  });

  it('follows an expiry moved earlier: the next milestone of the new date, not the old date’s', () => {
    const earlier = '2026-12-20';
    // Moved on 2026-11-30, 20 days before the new date: the 30-day milestone passed, the 14 comes next.
    expect(daily(earlier, '2026-11-30', '2026-12-22').map((sent) => sent.milestone)).toEqual([14, 7, 1, 0, -1]);
    expect(daily(EXPIRY, '2026-11-30', '2026-12-22')).toEqual([{ day: '2026-12-02', milestone: 60 }]);
  });

  it('reads every expiry date with a milestone in the covered days, and no others, in merged ranges', () => {
    const today = '2026-11-02';
    const ranges = expiryRanges(today, 1);
    expect(ranges[0]).toEqual({ from: addDays(today, -2), to: addDays(today, 2) });
    const inRanges = (day: string) => ranges.some((range) => range.from <= day && day <= range.to);
    for (const m of RENEWAL_MILESTONES) for (const shift of [-1, 0, 1]) expect(inRanges(addDays(today, m + shift))).toBe(true);
    expect(inRanges(addDays(today, 45))).toBe(false);
    expect(inRanges(addDays(today, 4))).toBe(false);
    const wide = expiryRanges(today, MAX_CATCH_UP_DAYS);
    expect(wide.every((range, i) => i === 0 || range.from > wide[i - 1].to)).toBe(true);
  });
});

describe('renewal reminder text', () => {
  it('says how many days are left and the date', () => {
    expect(renewalText('RN licence (Texas)', EXPIRY, '2027-01-01')).toBe('Your RN licence (Texas) expires in 30 days, on 31 Jan 2027');
    expect(renewalText('ACLS certification', EXPIRY, '2027-01-30')).toBe('Your ACLS certification expires tomorrow, on 31 Jan 2027');
    expect(renewalText('ACLS certification', EXPIRY, EXPIRY)).toBe('Your ACLS certification expires today, 31 Jan 2027');
    expect(renewalText('RN licence (Texas)', EXPIRY, '2027-02-01')).toBe('Your RN licence (Texas) lapsed yesterday, on 31 Jan 2027');
    expect(renewalText('RN licence (Texas)', EXPIRY, '2027-02-09')).toBe('Your RN licence (Texas) lapsed on 31 Jan 2027');
  });
});
