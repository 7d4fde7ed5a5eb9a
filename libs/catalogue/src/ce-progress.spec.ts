import { ceCycle, ceProgress, formatCeDate, formatHours, type CeActivityHours, type CeLicence } from './ce-progress';
import { CE_REQUIREMENTS, stateCeRequirement, type StateCeEntry } from './ce-requirements';
import { CE_TOPICS } from './ce-topics';

const TWO_YEARS: StateCeEntry = {
  state: 'ZZ',
  licenceTypes: ['RN'],
  requirement: {
    kind: 'hours',
    hoursPerCycle: 24,
    cycle: { rule: 'years-before-expiry', years: 2 },
    topics: [
      { topic: 'hiv-aids', hours: 2 },
      { topic: 'domestic-violence', hours: null },
    ],
  },
  source: 'Test board',
  asOf: '2026-11-01',
};

const licence: CeLicence = { state: 'ZZ', type: 'RN', issueDate: '2020-03-10', expiryDate: '2027-01-31' };
const activity = (completedOn: string, hours: number, ...topics: CeActivityHours['topics']): CeActivityHours => ({
  completedOn,
  hours,
  topics,
});

describe('ceCycle', () => {
  it('counts the N years ending on the expiry date, starting the day after the previous cycle ended', () => {
    expect(ceCycle({ rule: 'years-before-expiry', years: 2 }, licence)).toEqual({ start: '2025-02-01', end: '2027-01-31' });
  });

  it('keeps a leap-day expiry inside its month', () => {
    expect(ceCycle({ rule: 'years-before-expiry', years: 1 }, { ...licence, expiryDate: '2028-02-29' })).toEqual({
      start: '2027-03-01',
      end: '2028-02-29',
    });
  });

  it('follows the licence from issue to expiry under the licence-term rule', () => {
    expect(ceCycle({ rule: 'licence-term' }, licence)).toEqual({ start: '2020-03-10', end: '2027-01-31' });
  });
});

describe('ceProgress', () => {
  it('counts activities on both boundary days and none from the previous cycle or after expiry', () => {
    const progress = ceProgress(
      licence,
      [activity('2025-01-31', 5, 'ethics'), activity('2025-02-01', 3, 'ethics'), activity('2027-01-31', 4), activity('2027-02-01', 6)],
      null,
      TWO_YEARS,
    );
    expect(progress.hoursCounted).toBe(7);
    expect([progress.cycleStart, progress.cycleEnd, progress.renewBy]).toEqual(['2025-02-01', '2027-01-31', '2027-01-31']);
  });

  it('starts a new cycle when the licence is renewed and its expiry moves', () => {
    const activities = [activity('2026-06-01', 24, 'hiv-aids', 'domestic-violence')];
    expect(ceProgress(licence, activities, null, TWO_YEARS).complete).toBe(true);
    const renewed = ceProgress({ ...licence, expiryDate: '2029-01-31' }, activities, null, TWO_YEARS);
    expect(renewed).toMatchObject({ cycleStart: '2027-02-01', cycleEnd: '2029-01-31', hoursCounted: 0, complete: false });
    expect(renewed.summary).toBe('0 of 24 hours; missing 2 h HIV/AIDS, Domestic violence; renew by 31 Jan 2029');
  });

  it('counts topic hours toward the topic and the total, and names what is missing', () => {
    const progress = ceProgress(
      licence,
      [activity('2025-06-01', 16, 'pharmacology'), activity('2026-01-10', 1, 'hiv-aids'), activity('2026-02-10', 1, 'domestic-violence')],
      null,
      TWO_YEARS,
    );
    expect(progress.hoursCounted).toBe(18);
    expect(progress.missingTopics.map((t) => [t.topic, t.missingHours])).toEqual([['hiv-aids', 1]]);
    expect(progress.topics.find((t) => t.topic === 'domestic-violence')).toMatchObject({ met: true, hoursCounted: 1, missingHours: null });
    expect(progress.summary).toBe('18 of 24 hours; missing 1 h HIV/AIDS; renew by 31 Jan 2027');
    expect(progress).toMatchObject({ basis: 'catalogue', source: 'Test board', asOf: '2026-11-01', complete: false });
  });

  it('is not complete with enough hours while a topic is missing, and is once it is done', () => {
    const hours = [activity('2025-06-01', 30, 'pharmacology'), activity('2025-07-01', 0.5, 'domestic-violence')];
    expect(ceProgress(licence, hours, null, TWO_YEARS).complete).toBe(false);
    const done = ceProgress(licence, [...hours, activity('2025-08-01', 2, 'hiv-aids')], null, TWO_YEARS);
    expect(done.complete).toBe(true);
    expect(done.summary).toBe('32.5 of 24 hours; complete; renew by 31 Jan 2027');
  });

  it('adds decimal hours exactly', () => {
    const tenths = Array.from({ length: 3 }, (_, i) => activity(`2026-01-0${i + 1}`, i === 0 ? 0.1 : 0.2, 'hiv-aids'));
    const progress = ceProgress(licence, [...tenths, activity('2026-02-01', 1.25, 'hiv-aids')], null, TWO_YEARS);
    expect(progress.hoursCounted).toBe(1.75);
    expect(progress.topics[0]).toMatchObject({ hoursCounted: 1.75, missingHours: 0.25 });
    expect(progress.summary).toContain('1.75 of 24 hours; missing 0.25 h HIV/AIDS');
  });

  it('uses her own requirement over the catalogue and says so', () => {
    const custom = { hours: 10, cycleStart: '2026-01-01', cycleEnd: '2026-12-31', topics: [{ topic: 'ethics' as const, hours: 2 }] };
    const progress = ceProgress(licence, [activity('2025-12-31', 5, 'ethics'), activity('2026-01-01', 3, 'ethics')], custom, TWO_YEARS);
    expect(progress).toMatchObject({
      basis: 'custom',
      source: 'Entered by you',
      cycleStart: '2026-01-01',
      cycleEnd: '2026-12-31',
      renewBy: '2027-01-31',
      hoursCounted: 3,
      hoursRequired: 10,
    });
    expect(progress.summary).toBe('3 of 10 hours; renew by 31 Jan 2027');
  });

  it('says a state requiring no CE requires none', () => {
    const none: StateCeEntry = { ...TWO_YEARS, requirement: { kind: 'none' } };
    const progress = ceProgress(licence, [activity('2026-01-01', 3)], null, none);
    expect(progress).toMatchObject({ basis: 'none-required', hoursRequired: null, complete: null, cycleStart: null });
    expect(progress.summary).toBe('No CE required for this licence; renew by 31 Jan 2027');
  });

  it('counts nothing and asks for her requirement where the product has no rule', () => {
    const progress = ceProgress({ ...licence, state: 'TX' }, [activity('2026-01-01', 3)], null);
    expect(progress).toMatchObject({ basis: 'unknown', source: null, hoursCounted: 0, complete: null });
    expect(progress.summary).toMatch(/^No CE rule known for this licence; enter your board's requirement/);
  });
});

describe('the requirement data', () => {
  it('dates every entry, names its source and uses only listed topics', () => {
    expect(CE_REQUIREMENTS.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const entry of CE_REQUIREMENTS.states) {
      expect(entry.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.source).toMatch(/Board of Nursing/);
      if (entry.requirement.kind === 'hours') for (const topic of entry.requirement.topics) expect(CE_TOPICS).toContain(topic.topic);
    }
  });

  it('gives Florida and Ohio RN licences their hours and leaves other types to her', () => {
    expect(stateCeRequirement('FL', 'RN')?.requirement).toMatchObject({ kind: 'hours', hoursPerCycle: 24 });
    expect(stateCeRequirement('OH', 'RN')?.requirement).toMatchObject({ topics: [{ topic: 'laws-and-rules', hours: 1 }] });
    expect(stateCeRequirement('FL', 'CNA')).toBeNull();
    expect(stateCeRequirement('TX', 'RN')).toBeNull();
  });
});

describe('formatting', () => {
  it('writes hours without trailing zeros and dates as the summary does', () => {
    expect([formatHours(18), formatHours(1.5), formatHours(0.1 + 0.2)]).toEqual(['18', '1.5', '0.3']);
    expect(formatCeDate('2027-01-31')).toBe('31 Jan 2027');
  });
});
