import { stateCeRequirement, type CeRule } from '@nurse/catalogue';
import { ceHoursAnswer, ceRuleText, cycleText } from './ce-answer';

const SOURCE = { name: 'Test Board of Nursing', kind: 'board', url: null, citation: 'Rule 1.2' } as const;

describe('the CE hours answer', () => {
  it('gives a state’s hours, topics, alternatives and source from the product’s data', () => {
    const texas = stateCeRequirement('TX', 'RN');
    expect(texas?.status).toBe('hours');
    const answer = ceHoursAnswer(['TX'], ['RN']);
    expect(answer).toMatch(/^• Texas, RN: 20 contact hours /);
    expect(answer).toContain('Nursing jurisprudence and ethics once every 3 cycles');
    expect(answer).toContain(`checked ${texas!.checkedOn}`);
    expect(answer).toContain(`Source: ${texas!.source!.name}, checked`);
  });

  it('says when the board requires no CE, and when its rule is unknown', () => {
    expect(ceHoursAnswer(['MO'], ['RN'])).toMatch(
      /^• Missouri, RN: the board requires no CE hours to renew\. .*Source: Missouri State Board of Nursing, checked \d{4}-\d{2}-\d{2}\.$/,
    );
    const unknown: CeRule = {
      jurisdiction: 'ZZ',
      licenceTypes: ['RN'],
      status: 'unknown',
      reason: 'The rule was not found.',
      source: null,
      note: null,
      checkedOn: '2026-11-28',
    };
    expect(ceRuleText(unknown, 'Zed, RN')).toBe(
      "Zed, RN: I don't know the board's CE rule. The rule was not found. Check with the board, and enter its requirement in your wallet to count your hours.",
    );
    expect(ceHoursAnswer(['MO'], ['APRN'])).toContain('Missouri, APRN: I have no CE rule for this licence type.');
  });

  it('asks which state when none is named or held', () => {
    expect(ceHoursAnswer([], ['RN'])).toMatch(/^Which state\?/);
  });

  it('words each cycle kind, topic recurrence, exemption and alternative', () => {
    expect(cycleText({ kind: 'fixed-period', years: 2, endsOn: '12-31', anchorYear: 2026 })).toBe(
      'per 2 years period ending 31 December (every licence renews then)',
    );
    expect(cycleText({ kind: 'birthday', years: 2, renewsOn: 'birth-month-end' })).toBe(
      'in the 2 years before renewal, which falls at the end of your birth month',
    );
    const rule: CeRule = {
      jurisdiction: 'ZZ',
      licenceTypes: ['RN'],
      status: 'hours',
      hoursPerCycle: 30,
      cycle: { kind: 'years-before-expiry', years: 2 },
      mandatoryTopics: [{ topic: 'implicit-bias', hours: 1, recurrence: { kind: 'first-renewal' }, appliesWhen: null }],
      firstRenewalExemption: 'Not required at the first renewal',
      alternatives: ['A national certification'],
      note: null,
      source: SOURCE,
      checkedOn: '2026-11-28',
    };
    expect(ceRuleText(rule, 'Zed, RN')).toBe(
      'Zed, RN: 30 contact hours in the 2 years before the licence expires. Including: 1 h Implicit bias at the first renewal. ' +
        'First renewal: Not required at the first renewal. Instead of the hours: A national certification. ' +
        'Source: Test Board of Nursing, checked 2026-11-28; Rule 1.2.',
    );
  });
});
