/**
 * The assistant's answer to "How many CE hours do I need in Texas?": each board's rule for the licence
 * types asked about, from the product's CE data, with its source and the day it was checked; a board
 * requiring none, or whose rule is unknown, is said to be so. Pure.
 */
import {
  ceSourceLine,
  formatHours,
  recurrenceText,
  stateCeRequirement,
  type CeCycleRule,
  type CeLicenceType,
  type CeMandatoryTopic,
  type CeRule,
  CE_TOPIC_LABELS,
} from '@nurse/catalogue';
import { US_STATES } from '@nurse/domain';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** 'Texas', or the code itself for DC and the territories. */
const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

/** "every 2 years before the licence expires", "from the licence's issue date to its expiry date", ... */
export function cycleText(cycle: CeCycleRule): string {
  switch (cycle.kind) {
    case 'licence-term':
      return "per licence period (from the licence's issue date to its expiry date)";
    case 'years-before-expiry':
      return `in the ${plural(cycle.years, 'year')} before the licence expires`;
    case 'fixed-period': {
      const [month, day] = cycle.endsOn.split('-').map(Number);
      return `per ${plural(cycle.years, 'year')} period ending ${day} ${MONTHS[month - 1]} (every licence renews then)`;
    }
    case 'birthday':
      return `in the ${plural(cycle.years, 'year')} before renewal, which falls ${cycle.renewsOn === 'birthday' ? 'on your birthday' : 'at the end of your birth month'}`;
  }
}

function topicText(topic: CeMandatoryTopic): string {
  const hours = topic.hours === null ? '' : `${formatHours(topic.hours)} h `;
  const who = topic.appliesWhen ? ` (${topic.appliesWhen})` : '';
  return `${hours}${CE_TOPIC_LABELS[topic.topic]} ${recurrenceText(topic.recurrence)}${who}`;
}

function sourceText(rule: CeRule): string {
  const citation = rule.source?.citation ? `; ${rule.source.citation}` : '';
  return `Source: ${ceSourceLine(rule)}${citation}.`;
}

/** One rule as sentences she reads. */
export function ceRuleText(rule: CeRule, heading: string): string {
  if (rule.status === 'unknown') {
    return `${heading}: I don't know the board's CE rule. ${rule.reason} Check with the board, and enter its requirement in your wallet to count your hours.`;
  }
  if (rule.status === 'none') {
    return [`${heading}: the board requires no CE hours to renew.`, rule.note, sourceText(rule)].filter(Boolean).join(' ');
  }
  const parts = [
    rule.hoursPerCycle > 0
      ? `${heading}: ${formatHours(rule.hoursPerCycle)} contact hours ${cycleText(rule.cycle)}.`
      : `${heading}: no set number of hours ${cycleText(rule.cycle)}, only the topics below.`,
  ];
  if (rule.mandatoryTopics.length > 0) parts.push(`Including: ${rule.mandatoryTopics.map(topicText).join('; ')}.`);
  if (rule.firstRenewalExemption) parts.push(`First renewal: ${rule.firstRenewalExemption}.`);
  if (rule.alternatives.length > 0) parts.push(`Instead of the hours: ${rule.alternatives.join('; ')}.`);
  if (rule.note) parts.push(rule.note);
  parts.push(sourceText(rule));
  return parts.join(' ');
}

/**
 * The answer for the states asked about (else her licensed states) and the licence types asked about
 * (else hers among RN, LPN and APRN, else RN).
 */
export function ceHoursAnswer(states: readonly string[], types: readonly CeLicenceType[]): string {
  if (states.length === 0) {
    return 'Which state? Ask me, for example, "How many CE hours do I need in Texas?" and I will give you its board\'s rule.';
  }
  const asked = types.length > 0 ? types : (['RN'] as const);
  const lines = states.flatMap((state) =>
    asked.map((type) => {
      const heading = `${stateName(state)}, ${type === 'LPN' ? 'LPN/LVN' : type}`;
      const rule = stateCeRequirement(state, type);
      return rule
        ? ceRuleText(rule, heading)
        : `${heading}: I have no CE rule for this licence type. Check with the board, and enter its requirement in your wallet to count your hours.`;
    }),
  );
  return lines.map((line) => `• ${line}`).join('\n');
}
