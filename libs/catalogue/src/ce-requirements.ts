/**
 * Continuing-education rules per board of nursing, as dated and sourced data in data/ce-requirements.json,
 * read through `readCeRules`, which refuses an entry of the wrong shape. Each rule covers one or more licence
 * types of one jurisdiction: hours per cycle, a requirement of none, or "unknown" with the reason. A
 * jurisdiction or licence type without a rule has no product rule; the nurse then enters her own.
 */
import ceRequirements from './data/ce-requirements.json';
import { isCeTopic, type CeTopic } from './ce-topics';
import type { WalletLicenceType } from './licences';

/** Licence types a board sets CE for: LPN covers LPN and LVN; APRN only where the board sets its own. */
export const CE_LICENCE_TYPES = ['RN', 'LPN', 'APRN'] as const satisfies readonly WalletLicenceType[];
export type CeLicenceType = (typeof CE_LICENCE_TYPES)[number];

/** Where a rule comes from: the board's own page or rule, or a secondary source named as such. */
export interface CeSource {
  readonly name: string;
  readonly kind: 'board' | 'secondary';
  readonly url: string | null;
  readonly citation: string | null;
}

/**
 * Which days count toward a renewal (her licence's expiry date is the renewal date):
 * - licence-term: from the licence's issue date to its expiry date;
 * - years-before-expiry: the N years ending on the expiry date;
 * - fixed-period: every licence renews on one date: periods of `years` years ending on `endsOn` (MM-DD) of
 *   anchorYear ± a multiple of `years`; the cycle is the period holding the expiry date;
 * - birthday: the board renews the licence every N years on her birthday or at the end of her birth month,
 *   which is the expiry date she enters; the cycle is the N years before it, or from issue when shorter.
 */
export type CeCycleRule =
  | { readonly kind: 'licence-term' }
  | { readonly kind: 'years-before-expiry'; readonly years: number }
  | { readonly kind: 'fixed-period'; readonly years: number; readonly endsOn: string; readonly anchorYear: number }
  | { readonly kind: 'birthday'; readonly years: number; readonly renewsOn: 'birthday' | 'birth-month-end' };

/** How often a mandatory topic is due: each cycle, once in her career, at the first renewal only, or once every N cycles. */
export type CeRecurrence =
  | { readonly kind: 'every-cycle' }
  | { readonly kind: 'once' }
  | { readonly kind: 'first-renewal' }
  | { readonly kind: 'every-n-cycles'; readonly cycles: number };

/** A topic a requirement includes; `hours` null when the topic is named without hours. */
export interface CeTopicRequirement {
  readonly topic: CeTopic;
  readonly hours: number | null;
}

/** A topic the board requires; `appliesWhen` says who needs it when not every licensee does. */
export interface CeMandatoryTopic extends CeTopicRequirement {
  readonly recurrence: CeRecurrence;
  readonly appliesWhen: string | null;
}

interface CeRuleBase {
  /** A catalogue state code, DC, or a territory (PR, GU, VI, AS, MP). */
  readonly jurisdiction: string;
  readonly licenceTypes: readonly CeLicenceType[];
  /** A sentence she reads beside the rule, or null. */
  readonly note: string | null;
  /** The day the source was checked (YYYY-MM-DD). */
  readonly checkedOn: string;
}

export interface CeHoursRule extends CeRuleBase {
  readonly status: 'hours';
  readonly source: CeSource;
  readonly hoursPerCycle: number;
  readonly cycle: CeCycleRule;
  readonly mandatoryTopics: readonly CeMandatoryTopic[];
  /** Who is exempt from the hours at the first renewal after licensure, or null. */
  readonly firstRenewalExemption: string | null;
  /** What the board accepts instead of the hours (a certification, academic credit), as she reads it. */
  readonly alternatives: readonly string[];
}

export interface CeNoneRule extends CeRuleBase {
  readonly status: 'none';
  readonly source: CeSource;
}

export interface CeUnknownRule extends CeRuleBase {
  readonly status: 'unknown';
  readonly reason: string;
  readonly source: CeSource | null;
}

export type CeRule = CeHoursRule | CeNoneRule | CeUnknownRule;

export interface CeRequirementData {
  readonly notes: Readonly<Record<string, string>>;
  readonly rules: readonly CeRule[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isWhole = (value: unknown, min = 1): value is number => Number.isInteger(value) && (value as number) >= min;
const isHours = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Collects what is wrong with one entry, by field path. */
class Problems {
  readonly list: string[] = [];
  constructor(private readonly where: string) {}
  check(ok: boolean, field: string, what: string): boolean {
    if (!ok) this.list.push(`${this.where}.${field}: ${what}`);
    return ok;
  }
}

function checkSource(source: unknown, field: string, problems: Problems): void {
  if (!problems.check(isObject(source), field, 'an object')) return;
  const value = source as Json;
  problems.check(isText(value.name), `${field}.name`, 'the board’s or source’s name');
  problems.check(value.kind === 'board' || value.kind === 'secondary', `${field}.kind`, "'board' or 'secondary'");
  problems.check(isTextOrNull(value.url), `${field}.url`, 'text or null');
  problems.check(isTextOrNull(value.citation), `${field}.citation`, 'text or null');
  problems.check(isText(value.url) || isText(value.citation), field, 'a url or a citation');
}

function checkCycle(cycle: unknown, problems: Problems): void {
  if (!problems.check(isObject(cycle), 'cycle', 'an object')) return;
  const value = cycle as Json;
  switch (value.kind) {
    case 'licence-term':
      return;
    case 'years-before-expiry':
      problems.check(isWhole(value.years), 'cycle.years', 'a whole number of years');
      return;
    case 'fixed-period':
      problems.check(isWhole(value.years), 'cycle.years', 'a whole number of years');
      problems.check(typeof value.endsOn === 'string' && MONTH_DAY.test(value.endsOn), 'cycle.endsOn', 'MM-DD');
      problems.check(isWhole(value.anchorYear, 1900), 'cycle.anchorYear', 'a year');
      return;
    case 'birthday':
      problems.check(isWhole(value.years), 'cycle.years', 'a whole number of years');
      problems.check(
        value.renewsOn === 'birthday' || value.renewsOn === 'birth-month-end',
        'cycle.renewsOn',
        "'birthday' or 'birth-month-end'",
      );
      return;
    default:
      problems.check(false, 'cycle.kind', 'licence-term, years-before-expiry, fixed-period or birthday');
  }
}

function checkTopic(topic: unknown, index: number, problems: Problems): void {
  const field = `mandatoryTopics[${index}]`;
  if (!problems.check(isObject(topic), field, 'an object')) return;
  const value = topic as Json;
  problems.check(isCeTopic(value.topic), `${field}.topic`, 'a CE topic');
  problems.check(value.hours === null || (isHours(value.hours) && value.hours > 0), `${field}.hours`, 'hours above 0, or null');
  problems.check(isTextOrNull(value.appliesWhen), `${field}.appliesWhen`, 'text or null');
  const recurrence = value.recurrence;
  const ok =
    isObject(recurrence) &&
    (recurrence.kind === 'every-cycle' ||
      recurrence.kind === 'once' ||
      recurrence.kind === 'first-renewal' ||
      (recurrence.kind === 'every-n-cycles' && isWhole(recurrence.cycles, 2)));
  problems.check(ok, `${field}.recurrence`, 'every-cycle, once, first-renewal, or every-n-cycles with cycles of 2 or more');
}

function checkRule(entry: unknown, index: number): string[] {
  const problems = new Problems(`rules[${index}]`);
  if (!problems.check(isObject(entry), '', 'an object')) return problems.list;
  const rule = entry as Json;
  problems.check(typeof rule.jurisdiction === 'string' && /^[A-Z]{2}$/.test(rule.jurisdiction), 'jurisdiction', 'a two-letter code');
  const types = rule.licenceTypes;
  problems.check(
    Array.isArray(types) && types.length > 0 && types.every((type) => (CE_LICENCE_TYPES as readonly unknown[]).includes(type)),
    'licenceTypes',
    'one or more of RN, LPN, APRN',
  );
  problems.check(isTextOrNull(rule.note), 'note', 'text or null');
  problems.check(typeof rule.checkedOn === 'string' && DAY.test(rule.checkedOn), 'checkedOn', 'a YYYY-MM-DD date');
  if (rule.status === 'hours') {
    checkSource(rule.source, 'source', problems);
    problems.check(isHours(rule.hoursPerCycle), 'hoursPerCycle', 'hours of 0 or more');
    checkCycle(rule.cycle, problems);
    if (problems.check(Array.isArray(rule.mandatoryTopics), 'mandatoryTopics', 'a list')) {
      (rule.mandatoryTopics as unknown[]).forEach((topic, at) => checkTopic(topic, at, problems));
    }
    problems.check(isTextOrNull(rule.firstRenewalExemption), 'firstRenewalExemption', 'text or null');
    problems.check(Array.isArray(rule.alternatives) && rule.alternatives.every(isText), 'alternatives', 'a list of texts');
  } else if (rule.status === 'none') {
    checkSource(rule.source, 'source', problems);
  } else if (rule.status === 'unknown') {
    problems.check(isText(rule.reason), 'reason', 'why the rule is not known');
    if (rule.source !== null) checkSource(rule.source, 'source', problems);
  } else {
    problems.check(false, 'status', "'hours', 'none' or 'unknown'");
  }
  return problems.list;
}

/** The rules in `raw`, typed, or an error naming every field of the wrong shape and every licence type ruled twice. */
export function readCeRules(raw: unknown): CeRule[] {
  const rules = isObject(raw) && Array.isArray(raw.rules) ? (raw.rules as unknown[]) : null;
  if (!rules) throw new Error('CE requirement data: expected an object with a list of rules');
  const problems = rules.flatMap(checkRule);
  const seen = new Set<string>();
  for (const rule of rules as CeRule[]) {
    for (const type of rule.licenceTypes ?? []) {
      const key = `${rule.jurisdiction} ${type}`;
      if (seen.has(key)) problems.push(`${key}: more than one rule`);
      seen.add(key);
    }
  }
  if (problems.length > 0) throw new Error(`CE requirement data:\n${problems.join('\n')}`);
  return rules as CeRule[];
}

export const CE_REQUIREMENTS: CeRequirementData = {
  notes: (ceRequirements as { notes: Record<string, string> }).notes,
  rules: readCeRules(ceRequirements),
};

/** The product's rule for this licence type in this jurisdiction, or null when it has none. */
export function stateCeRequirement(state: string, type: WalletLicenceType, data: CeRequirementData = CE_REQUIREMENTS): CeRule | null {
  return data.rules.find((rule) => rule.jurisdiction === state && (rule.licenceTypes as readonly string[]).includes(type)) ?? null;
}

/** "Texas Board of Nursing, checked 2026-11-28"; a secondary source says so. */
export function ceSourceLine(rule: Pick<CeRule, 'source' | 'checkedOn'>): string {
  if (!rule.source) return `checked ${rule.checkedOn}`;
  const name = rule.source.kind === 'secondary' ? `${rule.source.name} (secondary source)` : rule.source.name;
  return `${name}, checked ${rule.checkedOn}`;
}
