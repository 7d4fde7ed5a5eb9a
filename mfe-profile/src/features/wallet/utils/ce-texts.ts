/** How the wallet words continuing education and the calendar feed. */
import type { CeProgress } from '@nurse/api-client';

type CeTopicProgress = CeProgress['topics'][number];
import { CE_TOPIC_LABELS, formatHours, type CeTopic } from '@nurse/catalogue';
import { formatDay } from './wallet-texts';

/** 'HIV/AIDS, Domestic violence'. */
export function topicsText(topics: readonly CeTopic[]): string {
  return topics.map((topic) => CE_TOPIC_LABELS[topic]).join(', ');
}

/** '1.5 h'. */
export function hoursText(hours: number): string {
  return `${formatHours(hours)} h`;
}

/** Where the requirement the progress is counted against comes from, in her words. */
export function basisText(progress: Pick<CeProgress, 'basis' | 'sourceLine' | 'cycleStart' | 'cycleEnd' | 'note'>): string {
  const cycle =
    progress.cycleStart && progress.cycleEnd ? ` Cycle ${formatDay(progress.cycleStart)} to ${formatDay(progress.cycleEnd)}.` : '';
  switch (progress.basis) {
    case 'custom':
      return `Counted against the requirement you entered.${cycle}`;
    case 'catalogue':
      return `Counted against the board's rule.${cycle}`;
    case 'none-required':
      return 'Your board requires no CE for this licence.';
    case 'unknown': {
      const reason = progress.note ? ` ${progress.note}` : '';
      return `We have no CE rule for this licence.${reason} Enter your board’s requirement to count your hours.`;
    }
  }
}

/** "Source: Texas Board of Nursing, checked 2026-11-28", or null for her own requirement or no source. */
export function sourceText(progress: Pick<CeProgress, 'basis' | 'sourceLine'>): string | null {
  return progress.basis !== 'custom' && progress.sourceLine ? `Source: ${progress.sourceLine}` : null;
}

/** "Nursing jurisprudence and ethics: 2 h once every 3 cycles (only if …)", for a topic the rule names. */
export function topicDueText(topic: Pick<CeTopicProgress, 'label' | 'hoursRequired' | 'due' | 'appliesWhen'>): string {
  const hours = topic.hoursRequired === null ? '' : `${hoursText(topic.hoursRequired)} `;
  const who = topic.appliesWhen ? ` (${topic.appliesWhen})` : '';
  return `${topic.label}: ${hours}${topic.due}${who}`;
}

/** The share of the required hours counted, 0 to 1; null when nothing is required in hours. */
export function progressShare(progress: Pick<CeProgress, 'hoursRequired' | 'hoursCounted'>): number | null {
  if (progress.hoursRequired === null || progress.hoursRequired <= 0) return null;
  return Math.min(1, progress.hoursCounted / progress.hoursRequired);
}

/** The calendar feed is on but its address is not known here: the server shows it only when made. */
export function feedSinceText(createdAt: string | null): string {
  const since = createdAt ? ` since ${formatDay(createdAt.slice(0, 10))}` : '';
  return `Your calendar feed is on${since}. Its address is shown only when it is made: make a new address to see one (the old one then stops working).`;
}
