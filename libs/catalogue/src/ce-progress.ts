/**
 * How far a licence's continuing education is for its current renewal cycle: a pure function of the
 * licence, her activities, her own requirement (if she entered one) and the state's dated data.
 * Hours are summed in hundredths so 0.1 + 0.2 is 0.3, not 0.30000000000000004.
 */
import { addDays, format, parseISO, subYears } from 'date-fns';
import { stateCeRequirement, type CeCycleRule, type CeTopicRequirement, type StateCeEntry } from './ce-requirements';
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

/** Where the requirement came from: hers, the catalogue's, a state requiring no CE, or none known. */
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
}

export interface CeProgress {
  readonly basis: CeBasis;
  readonly source: string | null;
  readonly asOf: string | null;
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

/** 18, 1.5 or 2.25: no trailing zeros. */
export function formatHours(hours: number): string {
  return String(asHours(hundredths(hours)));
}

/** 2027-01-31 as "31 Jan 2027". */
export function formatCeDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/**
 * The cycle's first and last day, both counted. N years before an expiry of 2027-01-31 start on
 * 2025-02-01: the day after the previous cycle's last day, 2025-01-31.
 */
export function ceCycle(rule: CeCycleRule, licence: Pick<CeLicence, 'issueDate' | 'expiryDate'>): { start: string; end: string } {
  if (rule.rule === 'licence-term') return { start: licence.issueDate, end: licence.expiryDate };
  const start = addDays(subYears(parseISO(licence.expiryDate), rule.years), 1);
  return { start: format(start, 'yyyy-MM-dd'), end: licence.expiryDate };
}

interface Requirement {
  basis: 'custom' | 'catalogue';
  hours: number;
  start: string;
  end: string;
  topics: readonly CeTopicRequirement[];
}

function topicProgress(required: CeTopicRequirement, counted: readonly CeActivityHours[]): CeTopicProgress {
  const done = counted.filter((activity) => activity.topics.includes(required.topic));
  const hoursCounted = done.reduce((sum, activity) => sum + hundredths(activity.hours), 0);
  const missing = required.hours === null ? null : Math.max(0, hundredths(required.hours) - hoursCounted);
  return {
    topic: required.topic,
    label: CE_TOPIC_LABELS[required.topic],
    hoursRequired: required.hours,
    hoursCounted: asHours(hoursCounted),
    missingHours: missing === null ? null : asHours(missing),
    met: missing === null ? done.length > 0 : missing === 0,
  };
}

function missingPhrase(topic: CeTopicProgress): string {
  return topic.missingHours === null ? topic.label : `${formatHours(topic.missingHours)} h ${topic.label}`;
}

function counted(requirement: Requirement, licence: CeLicence, activities: readonly CeActivityHours[]) {
  const inCycle = activities.filter((a) => a.completedOn >= requirement.start && a.completedOn <= requirement.end);
  const hoursCounted = inCycle.reduce((sum, activity) => sum + hundredths(activity.hours), 0);
  const topics = requirement.topics.map((topic) => topicProgress(topic, inCycle));
  const missingTopics = topics.filter((topic) => !topic.met);
  const complete = hoursCounted >= hundredths(requirement.hours) && missingTopics.length === 0;
  const parts = [`${formatHours(asHours(hoursCounted))} of ${formatHours(requirement.hours)} hours`];
  if (missingTopics.length > 0) parts.push(`missing ${missingTopics.map(missingPhrase).join(', ')}`);
  else if (complete) parts.push('complete');
  parts.push(`renew by ${formatCeDate(licence.expiryDate)}`);
  return { hoursCounted: asHours(hoursCounted), topics, missingTopics, complete, summary: parts.join('; ') };
}

/**
 * Her progress for this licence's current cycle. Her own requirement wins when present; otherwise the
 * state's from the catalogue; a state requiring no CE says so; with neither, nothing can be counted.
 * An activity's hours count toward the total and toward each topic it covers.
 */
export function ceProgress(
  licence: CeLicence,
  activities: readonly CeActivityHours[],
  custom: CustomCeRequirement | null,
  catalogue: StateCeEntry | null = stateCeRequirement(licence.state, licence.type),
): CeProgress {
  const renewBy = licence.expiryDate;
  const nothing = {
    cycleStart: null,
    cycleEnd: null,
    renewBy,
    hoursRequired: null,
    hoursCounted: 0,
    complete: null,
    topics: [],
    missingTopics: [],
  };
  let requirement: Requirement;
  if (custom) {
    requirement = { basis: 'custom', hours: custom.hours, start: custom.cycleStart, end: custom.cycleEnd, topics: custom.topics };
  } else if (catalogue?.requirement.kind === 'hours') {
    const { start, end } = ceCycle(catalogue.requirement.cycle, licence);
    const { hoursPerCycle, topics } = catalogue.requirement;
    requirement = { basis: 'catalogue', hours: hoursPerCycle, start, end, topics };
  } else if (catalogue?.requirement.kind === 'none') {
    return {
      ...nothing,
      basis: 'none-required',
      source: catalogue.source,
      asOf: catalogue.asOf,
      summary: `No CE required for this licence; renew by ${formatCeDate(renewBy)}`,
    };
  } else {
    return {
      ...nothing,
      basis: 'unknown',
      source: null,
      asOf: null,
      summary: `No CE rule known for this licence; enter your board's requirement to count your hours; renew by ${formatCeDate(renewBy)}`,
    };
  }
  return {
    basis: requirement.basis,
    source: requirement.basis === 'custom' ? 'Entered by you' : catalogue!.source,
    asOf: requirement.basis === 'custom' ? null : catalogue!.asOf,
    cycleStart: requirement.start,
    cycleEnd: requirement.end,
    renewBy,
    hoursRequired: requirement.hours,
    ...counted(requirement, licence, activities),
  };
}
