/**
 * How far a licence's continuing education is for its current renewal cycle: a pure function of the
 * licence, her activities, her own requirement (if she entered one) and the board's dated rule.
 * Hours are summed in hundredths so 0.1 + 0.2 is 0.3, not 0.30000000000000004.
 */
import { addDays, addYears, differenceInCalendarDays, format, parseISO, subDays, subYears } from 'date-fns';
import {
  ceSourceLine,
  stateCeRequirement,
  type CeCycleRule,
  type CeHoursRule,
  type CeMandatoryTopic,
  type CeRecurrence,
  type CeRule,
  type CeTopicRequirement,
} from './ce-requirements';
import { CE_TOPIC_LABELS, type CeTopic } from './ce-topics';
import type { WalletLicenceType } from './licences';

export interface CeLicence {
  readonly state: string;
  readonly type: WalletLicenceType;
  readonly issueDate: string;
  readonly expiryDate: string;
}

export interface CeActivityHours {
  readonly completedOn: string;
  readonly hours: number;
  readonly topics: readonly CeTopic[];
}

/** The requirement she entered for one licence: her cycle's first and last day (inclusive) and its hours. */
export interface CustomCeRequirement {
  readonly hours: number;
  readonly cycleStart: string;
  readonly cycleEnd: string;
  readonly topics: readonly CeTopicRequirement[];
}

/** Where the requirement came from: hers, the catalogue's, a board requiring no CE, or none known. */
export type CeBasis = 'custom' | 'catalogue' | 'none-required' | 'unknown';

export interface CeTopicProgress {
  readonly topic: CeTopic;
  readonly label: string;
  /** Null when the topic is required without a number of hours: one activity on it meets it. */
  readonly hoursRequired: number | null;
  readonly hoursCounted: number;
  /** Hours still needed; null for a topic required without hours. */
  readonly missingHours: number | null;
  readonly met: boolean;
  /** How often it is due, in her words: "every cycle", "once", "at the first renewal", "once every 3 cycles". */
  readonly due: string;
  /** The first day an activity counts for it; null when any activity before the cycle's end counts. */
  readonly countedFrom: string | null;
  /** Who needs it, when not every licensee does; such a topic does not hold back completion. */
  readonly appliesWhen: string | null;
}

export interface CeProgress {
  readonly basis: CeBasis;
  /** The board's (or secondary source's) name; "Entered by you" for her own requirement. */
  readonly source: string | null;
  /** The day the rule was checked. */
  readonly asOf: string | null;
  /** "Texas Board of Nursing, checked 2026-11-28"; null for her own requirement or no rule. */
  readonly sourceLine: string | null;
  readonly sourceUrl: string | null;
  readonly sourceCitation: string | null;
  /** What the board accepts instead of the hours, as she reads it. */
  readonly alternatives: readonly string[];
  /** The rule's note, or why no rule is known. */
  readonly note: string | null;
  /** The first-renewal exemption that applies to this licence's cycle, or null. */
  readonly exemption: string | null;
  readonly cycleStart: string | null;
  readonly cycleEnd: string | null;
  readonly renewBy: string;
  readonly hoursRequired: number | null;
  readonly hoursCounted: number;
  /** Null when there is nothing to count against. */
  readonly complete: boolean | null;
  readonly topics: readonly CeTopicProgress[];
  readonly missingTopics: readonly CeTopicProgress[];
  readonly summary: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const hundredths = (hours: number): number => Math.round(hours * 100);
const asHours = (value: number): number => value / 100;
const day = (date: Date): string => format(date, 'yyyy-MM-dd');

/** 18, 1.5 or 2.25: no trailing zeros. */
export function formatHours(hours: number): string {
  return String(asHours(hundredths(hours)));
}

/** 2027-01-31 as "31 Jan 2027". */
export function formatCeDate(date: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  return `${dayOfMonth} ${MONTHS[month - 1]} ${year}`;
}

/** The first day of the `years` years ending on `end`: the day after the same date `years` earlier. */
const yearsEndingOn = (end: string, years: number): string => day(addDays(subYears(parseISO(end), years), 1));

/**
 * The end of the fixed period holding `expiry`: periods end on endsOn (MM-DD) of anchorYear ± k × years.
 * 31 Dec of even years with an expiry of 2026-12-31 ends on 2026-12-31; with 2025-06-30, on 2026-12-31.
 */
function fixedPeriodEnd(rule: Extract<CeCycleRule, { kind: 'fixed-period' }>, expiry: string): string {
  const expiryYear = Number(expiry.slice(0, 4));
  const offset = (((expiryYear - rule.anchorYear) % rule.years) + rule.years) % rule.years;
  let end = `${expiryYear - offset}-${rule.endsOn}`;
  while (end < expiry) end = day(addYears(parseISO(end), rule.years));
  return end;
}

/** The length of a cycle in whole years, when the rule has one. */
const cycleYears = (rule: CeCycleRule): number | null => (rule.kind === 'licence-term' ? null : rule.years);

/**
 * The cycle's first and last day, both counted. N years before an expiry of 2027-01-31 start on
 * 2025-02-01: the day after the previous cycle's last day, 2025-01-31.
 */
export function ceCycle(rule: CeCycleRule, licence: Pick<CeLicence, 'issueDate' | 'expiryDate'>): { start: string; end: string } {
  switch (rule.kind) {
    case 'licence-term':
      return { start: licence.issueDate, end: licence.expiryDate };
    case 'years-before-expiry':
      return { start: yearsEndingOn(licence.expiryDate, rule.years), end: licence.expiryDate };
    case 'birthday': {
      const start = yearsEndingOn(licence.expiryDate, rule.years);
      return { start: licence.issueDate > start ? licence.issueDate : start, end: licence.expiryDate };
    }
    case 'fixed-period': {
      const end = fixedPeriodEnd(rule, licence.expiryDate);
      return { start: yearsEndingOn(end, rule.years), end };
    }
  }
}

/**
 * Whether this cycle ends the licence's first term: it was issued after the N years before the cycle's end
 * began. A licence-term rule has no length to tell by, so it never counts as a first renewal.
 */
export function isFirstRenewal(rule: CeCycleRule, licence: Pick<CeLicence, 'issueDate' | 'expiryDate'>): boolean {
  const years = cycleYears(rule);
  if (years === null) return false;
  return licence.issueDate > day(subDays(parseISO(yearsEndingOn(ceCycle(rule, licence).end, years)), 1));
}

/** "every cycle", "once", "at the first renewal", "once every 3 cycles". */
export function recurrenceText(recurrence: CeRecurrence): string {
  switch (recurrence.kind) {
    case 'every-cycle':
      return 'every cycle';
    case 'once':
      return 'once';
    case 'first-renewal':
      return 'at the first renewal';
    case 'every-n-cycles':
      return `once every ${recurrence.cycles} cycles`;
  }
}

interface Cycle {
  start: string;
  end: string;
}

/** The first day an activity counts toward a topic with this recurrence; null for any day before the cycle's end. */
function countedFrom(recurrence: CeRecurrence, cycle: Cycle, rule: CeCycleRule, licence: CeLicence): string | null {
  switch (recurrence.kind) {
    case 'every-cycle':
      return cycle.start;
    case 'once':
      return null;
    case 'first-renewal':
      return licence.issueDate < cycle.start ? licence.issueDate : cycle.start;
    case 'every-n-cycles': {
      const earlier = recurrence.cycles - 1;
      const years = cycleYears(rule);
      if (years !== null) return day(subYears(parseISO(cycle.start), earlier * years));
      const length = differenceInCalendarDays(parseISO(cycle.end), parseISO(cycle.start)) + 1;
      return day(subDays(parseISO(cycle.start), earlier * length));
    }
  }
}

interface TopicDue extends CeTopicRequirement {
  due: string;
  from: string | null;
  appliesWhen: string | null;
}

function topicProgress(required: TopicDue, end: string, activities: readonly CeActivityHours[]): CeTopicProgress {
  const done = activities.filter(
    (activity) =>
      activity.topics.includes(required.topic) &&
      activity.completedOn <= end &&
      (required.from === null || activity.completedOn >= required.from),
  );
  const hoursCounted = done.reduce((sum, activity) => sum + hundredths(activity.hours), 0);
  const missing = required.hours === null ? null : Math.max(0, hundredths(required.hours) - hoursCounted);
  return {
    topic: required.topic,
    label: CE_TOPIC_LABELS[required.topic],
    hoursRequired: required.hours,
    hoursCounted: asHours(hoursCounted),
    missingHours: missing === null ? null : asHours(missing),
    met: missing === null ? done.length > 0 : missing === 0,
    due: required.due,
    countedFrom: required.from,
    appliesWhen: required.appliesWhen,
  };
}

function missingPhrase(topic: CeTopicProgress): string {
  return topic.missingHours === null ? topic.label : `${formatHours(topic.missingHours)} h ${topic.label}`;
}

interface Requirement {
  hours: number;
  cycle: Cycle;
  topics: readonly TopicDue[];
  /** The first-renewal exemption that applies, if any. */
  exemption: string | null;
}

function counted(requirement: Requirement, licence: CeLicence, activities: readonly CeActivityHours[]) {
  const { cycle, exemption } = requirement;
  const inCycle = activities.filter((a) => a.completedOn >= cycle.start && a.completedOn <= cycle.end);
  const hoursCounted = inCycle.reduce((sum, activity) => sum + hundredths(activity.hours), 0);
  const topics = requirement.topics.map((topic) => topicProgress(topic, cycle.end, activities));
  const missingTopics = topics.filter((topic) => !topic.met && topic.appliesWhen === null);
  const complete = hoursCounted >= hundredths(requirement.hours) && missingTopics.length === 0;
  const parts: string[] = [];
  if (exemption !== null) parts.push('First renewal: no CE hours required');
  else if (requirement.hours > 0) parts.push(`${formatHours(asHours(hoursCounted))} of ${formatHours(requirement.hours)} hours`);
  if (missingTopics.length > 0) parts.push(`missing ${missingTopics.map(missingPhrase).join(', ')}`);
  else if (complete) parts.push('complete');
  parts.push(`renew by ${formatCeDate(licence.expiryDate)}`);
  return { hoursCounted: asHours(hoursCounted), topics, missingTopics, complete, summary: parts.join('; ') };
}

/** The board's rule for this licence's current cycle: its topics due, and the first-renewal exemption if it applies. */
function catalogueRequirement(rule: CeHoursRule, licence: CeLicence): Requirement {
  const cycle = ceCycle(rule.cycle, licence);
  const first = isFirstRenewal(rule.cycle, licence);
  const exempt = first && rule.firstRenewalExemption !== null;
  const due = (topic: CeMandatoryTopic): boolean => {
    if (topic.recurrence.kind === 'first-renewal') return first;
    return !exempt || topic.recurrence.kind === 'once';
  };
  return {
    hours: exempt ? 0 : rule.hoursPerCycle,
    cycle,
    exemption: exempt ? rule.firstRenewalExemption : null,
    topics: rule.mandatoryTopics.filter(due).map((topic) => ({
      topic: topic.topic,
      hours: topic.hours,
      due: recurrenceText(topic.recurrence),
      from: countedFrom(topic.recurrence, cycle, rule.cycle, licence),
      appliesWhen: topic.appliesWhen,
    })),
  };
}

const NO_SOURCE = { source: null, asOf: null, sourceLine: null, sourceUrl: null, sourceCitation: null };

/** The rule's source fields as the progress carries them. */
function sourceOf(rule: CeRule) {
  return {
    source: rule.source?.name ?? null,
    asOf: rule.checkedOn,
    sourceLine: ceSourceLine(rule),
    sourceUrl: rule.source?.url ?? null,
    sourceCitation: rule.source?.citation ?? null,
  };
}

/**
 * Her progress for this licence's current cycle. Her own requirement wins when present; otherwise the
 * board's rule from the catalogue; a board requiring no CE says so; with neither, nothing can be counted.
 * An activity's hours count toward the cycle's total when done in it, and toward each topic it covers when
 * done in that topic's window (a topic due once every 3 cycles counts the last 3 cycles).
 */
export function ceProgress(
  licence: CeLicence,
  activities: readonly CeActivityHours[],
  custom: CustomCeRequirement | null,
  catalogue: CeRule | null = stateCeRequirement(licence.state, licence.type),
): CeProgress {
  const renewBy = licence.expiryDate;
  const nothing = {
    alternatives: [],
    exemption: null,
    cycleStart: null,
    cycleEnd: null,
    renewBy,
    hoursRequired: null,
    hoursCounted: 0,
    complete: null,
    topics: [],
    missingTopics: [],
  };
  if (custom) {
    const cycle = { start: custom.cycleStart, end: custom.cycleEnd };
    const topics = custom.topics.map((topic) => ({ ...topic, due: 'every cycle', from: cycle.start, appliesWhen: null }));
    const requirement: Requirement = { hours: custom.hours, cycle, topics, exemption: null };
    return {
      basis: 'custom',
      ...NO_SOURCE,
      source: 'Entered by you',
      alternatives: [],
      note: null,
      exemption: null,
      cycleStart: cycle.start,
      cycleEnd: cycle.end,
      renewBy,
      hoursRequired: custom.hours,
      ...counted(requirement, licence, activities),
    };
  }
  if (catalogue?.status === 'hours') {
    const requirement = catalogueRequirement(catalogue, licence);
    return {
      basis: 'catalogue',
      ...sourceOf(catalogue),
      alternatives: catalogue.alternatives,
      note: catalogue.note,
      exemption: requirement.exemption,
      cycleStart: requirement.cycle.start,
      cycleEnd: requirement.cycle.end,
      renewBy,
      hoursRequired: requirement.hours,
      ...counted(requirement, licence, activities),
    };
  }
  if (catalogue?.status === 'none') {
    return {
      ...nothing,
      basis: 'none-required',
      ...sourceOf(catalogue),
      note: catalogue.note,
      summary: `No CE required for this licence; renew by ${formatCeDate(renewBy)}`,
    };
  }
  return {
    ...nothing,
    basis: 'unknown',
    ...(catalogue ? sourceOf(catalogue) : NO_SOURCE),
    note: catalogue?.status === 'unknown' ? catalogue.reason : null,
    summary: `No CE rule known for this licence; enter your board's requirement to count your hours; renew by ${formatCeDate(renewBy)}`,
  };
}
