import { US_STATES } from '@nurse/domain';
import { CE_REQUIREMENTS, ceSourceLine, readCeRules, stateCeRequirement, type CeRule } from './ce-requirements';

const TERRITORIES = ['DC', 'PR', 'GU', 'VI', 'AS', 'MP'];

describe('the CE requirement data', () => {
  const rules = CE_REQUIREMENTS.rules;

  it('has a rule, "none", or "unknown" with its reason, for RN and LPN licences in every state', () => {
    const missing = US_STATES.flatMap(({ code }) =>
      (['RN', 'LPN'] as const).filter((type) => stateCeRequirement(code, type) === null).map((type) => `${code} ${type}`),
    );
    expect(missing).toEqual([]);
  });

  it('covers only catalogue states, DC and the territories', () => {
    const known = new Set([...US_STATES.map((state) => state.code), ...TERRITORIES]);
    expect(rules.filter((rule) => !known.has(rule.jurisdiction)).map((rule) => rule.jurisdiction)).toEqual([]);
  });

  it('gives every rule and every "none" a source with a page or citation, and every entry the day it was checked', () => {
    for (const rule of rules) {
      expect(rule.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (rule.status === 'unknown') expect(rule.reason.length).toBeGreaterThan(20);
      else expect(rule.source.url ?? rule.source.citation).toBeTruthy();
    }
  });

  it('sources at least 45 jurisdictions with a rule or a "none"', () => {
    const sourced = new Set(rules.filter((rule) => rule.status !== 'unknown').map((rule) => rule.jurisdiction));
    expect(sourced.size).toBeGreaterThanOrEqual(45);
  });

  it('reads Florida’s RN rule with its recurring topics', () => {
    const florida = stateCeRequirement('FL', 'RN');
    expect(florida).toMatchObject({ status: 'hours', hoursPerCycle: 24, source: { name: 'Florida Board of Nursing', kind: 'board' } });
    expect(florida?.status === 'hours' && florida.mandatoryTopics.map((topic) => topic.topic)).toEqual(
      expect.arrayContaining(['medical-errors', 'laws-and-rules', 'human-trafficking', 'domestic-violence']),
    );
    expect(stateCeRequirement('MO', 'RN')).toMatchObject({ status: 'none' });
    expect(stateCeRequirement('FL', 'CNA')).toBeNull();
  });
});

describe('readCeRules', () => {
  const valid: CeRule = {
    jurisdiction: 'ZZ',
    licenceTypes: ['RN'],
    status: 'hours',
    hoursPerCycle: 20,
    cycle: { kind: 'birthday', years: 2, renewsOn: 'birth-month-end' },
    mandatoryTopics: [{ topic: 'ethics', hours: 2, recurrence: { kind: 'every-n-cycles', cycles: 3 }, appliesWhen: null }],
    firstRenewalExemption: null,
    alternatives: ['A national certification'],
    note: null,
    source: { name: 'Test Board of Nursing', kind: 'board', url: null, citation: 'Rule 1.2' },
    checkedOn: '2026-11-28',
  };

  it('reads rules of the right shape', () => {
    expect(readCeRules({ rules: [valid] })).toEqual([valid]);
  });

  it('names each field of the wrong shape', () => {
    const wrong = {
      ...valid,
      cycle: { kind: 'fixed-period', years: 2, endsOn: '31-12', anchorYear: 2026 },
      mandatoryTopics: [{ topic: 'astrology', hours: 2, recurrence: { kind: 'every-n-cycles', cycles: 1 }, appliesWhen: null }],
      source: { name: 'Test', kind: 'board', url: null, citation: null },
      checkedOn: '28 Nov 2026',
    };
    expect(() => readCeRules({ rules: [wrong] })).toThrow(
      /checkedOn[\s\S]*source: a url or a citation[\s\S]*cycle\.endsOn[\s\S]*mandatoryTopics\[0\]\.topic[\s\S]*mandatoryTopics\[0\]\.recurrence/,
    );
    expect(() => readCeRules({ rules: [{ ...valid, status: 'unknown', source: null }] })).toThrow(/reason/);
    expect(() => readCeRules({ rules: [{ ...valid, status: 'maybe' }] })).toThrow(/status/);
  });

  it('refuses two rules for one licence type of one jurisdiction', () => {
    expect(() => readCeRules({ rules: [valid, { ...valid, licenceTypes: ['LPN', 'RN'] }] })).toThrow(/ZZ RN: more than one rule/);
  });

  it('writes the source line she reads, naming a secondary source as such', () => {
    expect(ceSourceLine(valid)).toBe('Test Board of Nursing, checked 2026-11-28');
    expect(ceSourceLine({ ...valid, source: { ...valid.source, kind: 'secondary', name: 'A CE provider' } })).toBe(
      'A CE provider (secondary source), checked 2026-11-28',
    );
  });
});
