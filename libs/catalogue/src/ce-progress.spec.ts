import { ceCycle, ceProgress, formatCeDate, formatHours, isFirstRenewal, type CeActivityHours, type CeLicence } from './ce-progress';
import type { CeHoursRule, CeMandatoryTopic, CeRule } from './ce-requirements';

const SOURCE = { name: 'Test Board of Nursing', kind: 'board', url: 'https://board.example/ce', citation: null } as const;

/** A two-year rule of 24 hours with HIV/AIDS (2 h) and domestic violence (no hours) every cycle. */
const TWO_YEARS: CeHoursRule = {
  jurisdiction: 'ZZ',
  licenceTypes: ['RN'],
  status: 'hours',
  hoursPerCycle: 24,
  cycle: { kind: 'years-before-expiry', years: 2 },
  mandatoryTopics: [
    { topic: 'hiv-aids', hours: 2, recurrence: { kind: 'every-cycle' }, appliesWhen: null },
    { topic: 'domestic-violence', hours: null, recurrence: { kind: 'every-cycle' }, appliesWhen: null },
  ],
  firstRenewalExemption: null,
  alternatives: [],
  note: null,
  source: SOURCE,
  checkedOn: '2026-11-01',
};

const licence: CeLicence = { state: 'ZZ', type: 'RN', issueDate: '2020-03-10', expiryDate: '2027-01-31' };
const activity = (completedOn: string, hours: number, ...topics: CeActivityHours['topics']): CeActivityHours => ({
  completedOn,
  hours,
  topics,
});

/** A rule of `hours` a cycle with the given cycle and topics, nothing else. */
const ruleOf = (cycle: CeHoursRule['cycle'], hours: number, topics: CeMandatoryTopic[] = []): CeHoursRule => ({
  ...TWO_YEARS,
  cycle,
  hoursPerCycle: hours,
  mandatoryTopics: topics,
});

describe('ceCycle', () => {
  it('counts the N years ending on the expiry date, starting the day after the previous cycle ended', () => {
    expect(ceCycle({ kind: 'years-before-expiry', years: 2 }, licence)).toEqual({ start: '2025-02-01', end: '2027-01-31' });
  });

  it('keeps a leap-day expiry inside its month', () => {
    expect(ceCycle({ kind: 'years-before-expiry', years: 1 }, { ...licence, expiryDate: '2028-02-29' })).toEqual({
      start: '2027-03-01',
      end: '2028-02-29',
    });
  });

  it('follows the licence from issue to expiry under the licence-term rule', () => {
    expect(ceCycle({ kind: 'licence-term' }, licence)).toEqual({ start: '2020-03-10', end: '2027-01-31' });
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
    expect(progress).toMatchObject({
      basis: 'catalogue',
      source: 'Test Board of Nursing',
      asOf: '2026-11-01',
      sourceLine: 'Test Board of Nursing, checked 2026-11-01',
      sourceUrl: 'https://board.example/ce',
      complete: false,
    });
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

  it('says a state requiring no CE requires none, with its source', () => {
    const none: CeRule = {
      jurisdiction: 'ZZ',
      licenceTypes: ['RN'],
      status: 'none',
      note: 'Practice hours instead',
      source: SOURCE,
      checkedOn: '2026-11-28',
    };
    const progress = ceProgress(licence, [activity('2026-01-01', 3)], null, none);
    expect(progress).toMatchObject({
      basis: 'none-required',
      hoursRequired: null,
      complete: null,
      cycleStart: null,
      sourceLine: 'Test Board of Nursing, checked 2026-11-28',
      note: 'Practice hours instead',
    });
    expect(progress.summary).toBe('No CE required for this licence; renew by 31 Jan 2027');
  });

  it('counts nothing and asks for her requirement where the product has no rule, giving the reason when it has one', () => {
    const progress = ceProgress({ ...licence, type: 'CNA' }, [activity('2026-01-01', 3)], null);
    expect(progress).toMatchObject({ basis: 'unknown', source: null, sourceLine: null, note: null, hoursCounted: 0, complete: null });
    expect(progress.summary).toMatch(/^No CE rule known for this licence; enter your board's requirement/);
    const unknown: CeRule = {
      jurisdiction: 'ZZ',
      licenceTypes: ['RN'],
      status: 'unknown',
      reason: 'Not found',
      source: null,
      note: null,
      checkedOn: '2026-11-28',
    };
    expect(ceProgress(licence, [], null, unknown)).toMatchObject({
      basis: 'unknown',
      note: 'Not found',
      asOf: '2026-11-28',
      hoursRequired: null,
    });
  });
});

describe('rule kinds', () => {
  it('counts the hours in the licence term, from issue to expiry', () => {
    const rule = ruleOf({ kind: 'licence-term' }, 36);
    const term = { ...licence, issueDate: '2024-05-10', expiryDate: '2027-05-31' };
    const progress = ceProgress(term, [activity('2024-05-09', 10), activity('2024-05-10', 20), activity('2027-05-31', 16)], null, rule);
    expect(progress).toMatchObject({ cycleStart: '2024-05-10', cycleEnd: '2027-05-31', hoursCounted: 36, complete: true, exemption: null });
    expect(isFirstRenewal(rule.cycle, term)).toBe(false);
  });

  it('counts a fixed period: all licences renew on 31 December of even years', () => {
    const rule = ruleOf({ kind: 'fixed-period', years: 2, endsOn: '12-31', anchorYear: 2026 }, 24);
    const expiring = { ...licence, issueDate: '2010-01-01', expiryDate: '2026-12-31' };
    expect(ceCycle(rule.cycle, expiring)).toEqual({ start: '2025-01-01', end: '2026-12-31' });
    expect(ceCycle(rule.cycle, { ...expiring, expiryDate: '2028-12-31' })).toEqual({ start: '2027-01-01', end: '2028-12-31' });
    // An expiry entered a day off still falls in the period that holds it.
    expect(ceCycle(rule.cycle, { ...expiring, expiryDate: '2025-06-30' })).toEqual({ start: '2025-01-01', end: '2026-12-31' });
    // A yearly period ending on 31 October (an earning period of 1 November to 31 October).
    const yearly = ruleOf({ kind: 'fixed-period', years: 1, endsOn: '10-31', anchorYear: 2026 }, 14);
    expect(ceCycle(yearly.cycle, { ...expiring, expiryDate: '2026-10-31' })).toEqual({ start: '2025-11-01', end: '2026-10-31' });
    const progress = ceProgress(expiring, [activity('2024-12-31', 5), activity('2025-01-01', 20)], null, rule);
    expect(progress).toMatchObject({ hoursCounted: 20, hoursRequired: 24, complete: false });
    expect(progress.summary).toBe('20 of 24 hours; renew by 31 Dec 2026');
  });

  it('counts the years before a birthday renewal, from issue for a shorter first term', () => {
    const rule = ruleOf({ kind: 'birthday', years: 2, renewsOn: 'birth-month-end' }, 20);
    const renewed = { ...licence, issueDate: '2015-07-01', expiryDate: '2026-12-31' };
    expect(ceCycle(rule.cycle, renewed)).toEqual({ start: '2025-01-01', end: '2026-12-31' });
    const first = { ...licence, issueDate: '2025-09-15', expiryDate: '2026-12-31' };
    expect(ceCycle(rule.cycle, first)).toEqual({ start: '2025-09-15', end: '2026-12-31' });
    expect([isFirstRenewal(rule.cycle, renewed), isFirstRenewal(rule.cycle, first)]).toEqual([false, true]);
    const progress = ceProgress(
      renewed,
      [activity('2026-03-01', 7, 'pharmacology'), activity('2026-04-01', 4, 'pain-management-opioids')],
      null,
      rule,
    );
    expect(progress).toMatchObject({ basis: 'catalogue', hoursRequired: 20, hoursCounted: 11, complete: false });
  });

  it('counts a topic due once every 3 cycles over the last 3 cycles, and a topic due once over her whole career', () => {
    const rule = ruleOf({ kind: 'years-before-expiry', years: 2 }, 20, [
      { topic: 'jurisprudence-ethics', hours: 2, recurrence: { kind: 'every-n-cycles', cycles: 3 }, appliesWhen: null },
      { topic: 'human-trafficking', hours: null, recurrence: { kind: 'once' }, appliesWhen: null },
      { topic: 'older-adult-care', hours: 2, recurrence: { kind: 'every-cycle' }, appliesWhen: 'Only if you care for older adults' },
    ]);
    const four = [activity('2021-03-01', 2, 'jurisprudence-ethics'), activity('2012-01-01', 1, 'human-trafficking')];
    const progress = ceProgress(licence, [...four, activity('2026-01-01', 20)], null, rule);
    const [ethics, trafficking, older] = progress.topics;
    expect(ethics).toMatchObject({ countedFrom: '2021-02-01', hoursCounted: 2, met: true, due: 'once every 3 cycles' });
    expect(trafficking).toMatchObject({ countedFrom: null, met: true, due: 'once' });
    // A topic for some nurses only is shown but does not hold back completion.
    expect(older).toMatchObject({ met: false, appliesWhen: 'Only if you care for older adults' });
    expect(progress).toMatchObject({ hoursCounted: 20, complete: true, missingTopics: [] });
    // Done 7 years before the expiry, the ethics hours are outside the 3 cycles.
    const late = ceProgress(licence, [activity('2020-01-10', 2, 'jurisprudence-ethics'), activity('2026-01-01', 20)], null, rule);
    expect(late.summary).toBe('20 of 20 hours; missing 2 h Nursing jurisprudence and ethics, Human trafficking; renew by 31 Jan 2027');
  });

  it('exempts the first renewal from the hours where the board does, keeping first-renewal topics', () => {
    const rule: CeHoursRule = {
      ...ruleOf({ kind: 'years-before-expiry', years: 2 }, 30, [
        { topic: 'implicit-bias', hours: 1, recurrence: { kind: 'first-renewal' }, appliesWhen: null },
        { topic: 'pharmacology', hours: 2, recurrence: { kind: 'every-cycle' }, appliesWhen: null },
      ]),
      firstRenewalExemption: 'Not required at the first renewal',
    };
    const newLicence = { ...licence, issueDate: '2025-06-01', expiryDate: '2027-01-31' };
    const first = ceProgress(newLicence, [], null, rule);
    expect(first).toMatchObject({ exemption: 'Not required at the first renewal', hoursRequired: 0, complete: false });
    expect(first.topics.map((topic) => topic.topic)).toEqual(['implicit-bias']);
    expect(first.summary).toBe('First renewal: no CE hours required; missing 1 h Implicit bias; renew by 31 Jan 2027');
    expect(ceProgress(newLicence, [activity('2025-07-01', 1, 'implicit-bias')], null, rule)).toMatchObject({ complete: true });
    // The next renewal needs the hours and the every-cycle topic, not the first-renewal one.
    const next = ceProgress({ ...newLicence, expiryDate: '2029-01-31' }, [], null, rule);
    expect(next).toMatchObject({ exemption: null, hoursRequired: 30 });
    expect(next.topics.map((topic) => topic.topic)).toEqual(['pharmacology']);
  });

  it('counts a rule of topics only, with no hours', () => {
    const rule = ruleOf({ kind: 'years-before-expiry', years: 1 }, 0, [
      { topic: 'suicide-prevention', hours: 2, recurrence: { kind: 'every-n-cycles', cycles: 6 }, appliesWhen: null },
    ]);
    expect(ceProgress(licence, [], null, rule).summary).toBe('missing 2 h Suicide prevention; renew by 31 Jan 2027');
    expect(ceProgress(licence, [activity('2022-03-01', 2, 'suicide-prevention')], null, rule).summary).toBe(
      'complete; renew by 31 Jan 2027',
    );
  });

  it('passes the rule’s alternatives and note to her', () => {
    const rule = { ...TWO_YEARS, alternatives: ['A national certification'], note: 'Two of three methods' };
    expect(ceProgress(licence, [], null, rule)).toMatchObject({ alternatives: ['A national certification'], note: 'Two of three methods' });
  });
});

describe('formatting', () => {
  it('writes hours without trailing zeros and dates as the summary does', () => {
    expect([formatHours(18), formatHours(1.5), formatHours(0.1 + 0.2)]).toEqual(['18', '1.5', '0.3']);
    expect(formatCeDate('2027-01-31')).toBe('31 Jan 2027');
  });
});
