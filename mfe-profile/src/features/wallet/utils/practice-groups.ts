/** Where she can practise, grouped as the wallet shows it. */
import type { PracticeStateAnswer } from '@nurse/api-client';
import { PENDING_STATE_REASON, US_STATES } from '@nurse/catalogue';

export interface PracticeGroups {
  /** States at least one licence of hers reaches today. */
  canPractise: PracticeStateAnswer[];
  /** Compact states that have enacted it but do not honour multistate licences yet. */
  pending: PracticeStateAnswer[];
  /** States named for another reason (a lapsed licence's own state): none of her licences reaches them. */
  notCovered: PracticeStateAnswer[];
}

export function groupPractice(states: readonly PracticeStateAnswer[]): PracticeGroups {
  const groups: PracticeGroups = { canPractise: [], pending: [], notCovered: [] };
  for (const state of states) {
    if (state.canPractise) groups.canPractise.push(state);
    else if (state.reasons.includes(PENDING_STATE_REASON)) groups.pending.push(state);
    else groups.notCovered.push(state);
  }
  return groups;
}

const STATE_NAMES = new Map<string, string>(US_STATES.map(({ code, name }) => [code, name]));

/** 'Texas (TX)'. */
export function stateLabel(code: string): string {
  const name = STATE_NAMES.get(code);
  return name ? `${name} (${code})` : code;
}
