import { nextDigestTime, recentSendTimes } from './digest-schedule';

const HOUR = 3600_000;
const policy = { spacingMs: HOUR, dailyLimit: 3 };
const now = new Date('2026-01-15T18:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none = { sentTimes: [], quietHours: null, timeZone: 'UTC' };

describe('when a digest may go', () => {
  it('goes at once with no history and no quiet hours', () => {
    expect(nextDigestTime(now, policy, none)).toEqual(now);
  });

  it('waits for the spacing after her last digest', () => {
    expect(nextDigestTime(now, policy, { ...none, sentTimes: [ago(HOUR / 4)] })).toEqual(new Date(now.getTime() + (3 * HOUR) / 4));
  });

  it('waits under the daily ceiling until the oldest digest of the day is a day old', () => {
    const sentTimes = [ago(20 * HOUR), ago(10 * HOUR), ago(2 * HOUR)];
    expect(nextDigestTime(now, policy, { ...none, sentTimes })).toEqual(new Date(now.getTime() + 4 * HOUR));
  });

  it('waits for the end of her quiet hours, in her zone', () => {
    // 12:00 in Chicago, inside 08:00-16:00: the digest goes at 16:00 Chicago (22:00Z).
    const quiet = { sentTimes: [], quietHours: { start: '08:00', end: '16:00' }, timeZone: 'America/Chicago' };
    expect(nextDigestTime(now, policy, quiet)).toEqual(new Date('2026-01-15T22:00:00Z'));
  });

  it('keeps only the send times of the last day', () => {
    expect(recentSendTimes([ago(25 * HOUR), ago(HOUR)], now)).toEqual([ago(HOUR)]);
  });
});
