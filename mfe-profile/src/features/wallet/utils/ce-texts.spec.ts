import { basisText, feedSinceText, hoursText, progressShare, sourceText, topicDueText, topicsText } from './ce-texts';

describe('CE texts', () => {
  it('names topics by their labels and hours without trailing zeros', () => {
    expect(topicsText(['hiv-aids', 'domestic-violence'])).toBe('HIV/AIDS, Domestic violence');
    expect(hoursText(1.5)).toBe('1.5 h');
    expect(hoursText(12)).toBe('12 h');
  });

  it('says what the progress is counted against and where the rule comes from', () => {
    const cycle = { cycleStart: '2025-02-01', cycleEnd: '2027-01-31', note: null };
    const catalogue = { basis: 'catalogue' as const, sourceLine: 'Texas Board of Nursing, checked 2026-11-28', ...cycle };
    expect(basisText(catalogue)).toBe("Counted against the board's rule. Cycle 1 Feb 2025 to 31 Jan 2027.");
    expect(sourceText(catalogue)).toBe('Source: Texas Board of Nursing, checked 2026-11-28');
    expect(basisText({ basis: 'custom', sourceLine: null, ...cycle })).toBe(
      'Counted against the requirement you entered. Cycle 1 Feb 2025 to 31 Jan 2027.',
    );
    expect(sourceText({ basis: 'custom', sourceLine: null })).toBeNull();
    const none = { cycleStart: null, cycleEnd: null, note: null };
    expect(basisText({ basis: 'unknown', sourceLine: null, ...none })).toMatch(/^We have no CE rule for this licence\. Enter/);
    expect(basisText({ basis: 'unknown', sourceLine: null, ...none, note: 'Not found.' })).toMatch(
      /^We have no CE rule for this licence\. Not found\. Enter/,
    );
    expect(basisText({ basis: 'none-required', sourceLine: 'Missouri State Board of Nursing, checked 2026-11-28', ...none })).toBe(
      'Your board requires no CE for this licence.',
    );
  });

  it('says how often a topic is due and for whom', () => {
    const topic = { label: 'Nursing jurisprudence and ethics', hoursRequired: 2, due: 'once every 3 cycles', appliesWhen: null };
    expect(topicDueText(topic)).toBe('Nursing jurisprudence and ethics: 2 h once every 3 cycles');
    expect(
      topicDueText({
        ...topic,
        label: 'Human trafficking',
        hoursRequired: null,
        due: 'every cycle',
        appliesWhen: 'Only if you provide direct patient care',
      }),
    ).toBe('Human trafficking: every cycle (Only if you provide direct patient care)');
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
