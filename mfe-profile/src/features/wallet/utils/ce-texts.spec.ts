import { basisText, feedSinceText, hoursText, progressShare, topicsText } from './ce-texts';

describe('CE texts', () => {
  it('names topics by their labels and hours without trailing zeros', () => {
    expect(topicsText(['hiv-aids', 'domestic-violence'])).toBe('HIV/AIDS, Domestic violence');
    expect(hoursText(1.5)).toBe('1.5 h');
    expect(hoursText(12)).toBe('12 h');
  });

  it('says what the progress is counted against', () => {
    const cycle = { cycleStart: '2025-02-01', cycleEnd: '2027-01-31' };
    expect(basisText({ basis: 'catalogue', source: 'Florida Board of Nursing', asOf: '2026-11-26', ...cycle })).toBe(
      "Counted against the state's rule: Florida Board of Nursing (checked 26 Nov 2026). Cycle 1 Feb 2025 to 31 Jan 2027.",
    );
    expect(basisText({ basis: 'custom', source: null, asOf: null, ...cycle })).toBe(
      'Counted against the requirement you entered. Cycle 1 Feb 2025 to 31 Jan 2027.',
    );
    expect(basisText({ basis: 'unknown', source: null, asOf: null, cycleStart: null, cycleEnd: null })).toMatch(/^We have no CE rule/);
    expect(basisText({ basis: 'none-required', source: null, asOf: null, cycleStart: null, cycleEnd: null })).toBe(
      'Your state requires no CE for this licence.',
    );
  });

  it('gives the share of hours counted, at most all of it, and none without required hours', () => {
    expect(progressShare({ hoursRequired: 24, hoursCounted: 18 })).toBe(0.75);
    expect(progressShare({ hoursRequired: 24, hoursCounted: 30 })).toBe(1);
    expect(progressShare({ hoursRequired: null, hoursCounted: 3 })).toBeNull();
    expect(progressShare({ hoursRequired: 0, hoursCounted: 0 })).toBeNull();
  });

  it('says since when the feed is on', () => {
    expect(feedSinceText('2026-11-20T08:00:00.000Z')).toMatch(/^Your calendar feed is on since 20 Nov 2026\./);
  });
});
