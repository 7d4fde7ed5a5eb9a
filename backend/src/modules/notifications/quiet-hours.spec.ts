import { isKnownTimeZone, quietUntil } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  const nightShiftSleep = { start: '08:00', end: '16:00' };
  const overnight = { start: '22:00', end: '06:00' };

  it('holds a daytime window in her zone and ends it at her local end', () => {
    // 09:30 in Chicago (CST, UTC-6) on a winter day.
    expect(quietUntil(at('2026-01-15T15:30:00Z'), nightShiftSleep, 'America/Chicago')).toEqual(at('2026-01-15T22:00:00Z'));
    expect(quietUntil(at('2026-01-15T13:59:00Z'), nightShiftSleep, 'America/Chicago')).toBeNull();
    expect(quietUntil(at('2026-01-15T22:00:00Z'), nightShiftSleep, 'America/Chicago')).toBeNull();
  });

  it('crosses midnight: before and after it, the window ends the next local morning', () => {
    expect(quietUntil(at('2026-01-15T04:30:00Z'), overnight, 'America/Chicago')).toEqual(at('2026-01-15T12:00:00Z'));
    expect(quietUntil(at('2026-01-15T09:00:00Z'), overnight, 'America/Chicago')).toEqual(at('2026-01-15T12:00:00Z'));
    expect(quietUntil(at('2026-01-15T12:00:00Z'), overnight, 'America/Chicago')).toBeNull();
  });

  it('follows the zone through the spring daylight-saving change inside an overnight window', () => {
    // 2026-03-08 02:00 CST becomes 03:00 CDT: 22:00 CST (04:00Z) to 06:00 CDT (11:00Z) is seven hours.
    expect(quietUntil(at('2026-03-08T04:30:00Z'), overnight, 'America/Chicago')).toEqual(at('2026-03-08T11:00:00Z'));
    expect(quietUntil(at('2026-03-08T10:59:00Z'), overnight, 'America/Chicago')).toEqual(at('2026-03-08T11:00:00Z'));
    expect(quietUntil(at('2026-03-08T11:00:00Z'), overnight, 'America/Chicago')).toBeNull();
  });

  it('follows the autumn change, when the night is an hour longer', () => {
    // 2026-11-01 02:00 CDT becomes 01:00 CST: 22:00 CDT (03:00Z) to 06:00 CST (12:00Z) is nine hours.
    expect(quietUntil(at('2026-11-01T11:30:00Z'), overnight, 'America/Chicago')).toEqual(at('2026-11-01T12:00:00Z'));
    expect(quietUntil(at('2026-11-01T03:00:00Z'), overnight, 'America/Chicago')).toEqual(at('2026-11-01T12:00:00Z'));
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
