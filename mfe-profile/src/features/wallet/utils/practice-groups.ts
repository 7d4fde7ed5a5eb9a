/** Where she can practise, grouped as the wallet shows it. */
import type { Practice, PracticeStateAnswer } from '@nurse/api-client';
import { PENDING_STATE_REASON, US_STATES } from '@nurse/catalogue';
import { formatDay } from './wallet-texts';

/** A move recorded on one of her multistate licences, as the practice answer gives it. */
export type PracticeMoveAnswer = Practice['moves'][number];

export interface PracticeGroups {
  /** States at least one licence of hers reaches today. */
  canPractise: PracticeStateAnswer[];
  /** Compact states that have enacted it but do not honour multistate licences yet. */
  pending: PracticeStateAnswer[];
  /** States named for another reason (a lapsed licence's own state): none of her licences reaches them. */
  notCovered: PracticeStateAnswer[];
}

const STATE_NAMES = new Map<string, string>(US_STATES.map(({ code, name }) => [code, name]));

const stateName = (code: string) => STATE_NAMES.get(code) ?? code;

/** Her states in three groups, each in the order of the states' names (New Jersey before New York). */
export function groupPractice(states: readonly PracticeStateAnswer[]): PracticeGroups {
  const groups: PracticeGroups = { canPractise: [], pending: [], notCovered: [] };
  const byName = [...states].sort((a, b) => stateName(a.state).localeCompare(stateName(b.state), 'en'));
  for (const state of byName) {
    if (state.canPractise) groups.canPractise.push(state);
    else if (state.reasons.includes(PENDING_STATE_REASON)) groups.pending.push(state);
    else groups.notCovered.push(state);
  }
  return groups;
}

/** 'Texas (TX)'. */
export function stateLabel(code: string): string {
  const name = STATE_NAMES.get(code);
  return name ? `${name} (${code})` : code;
}

/** One line for a recorded move: where she moved, and what she must do or what her licence covers now. */
export function moveLine(move: PracticeMoveAnswer): string {
  const moved = `Moved to ${stateLabel(move.toState)} on ${formatDay(move.movedOn)}`;
  switch (move.standing) {
    case 'apply-window':
      return `${moved}: apply for a licence in ${move.toState} by ${formatDay(move.applyBy ?? move.movedOn)}. Until then your ${move.fromState} multistate licence still covers the compact states.`;
    case 'window-ended':
      return `${moved}: the time to apply in ${move.toState} ended on ${formatDay(move.applyBy ?? move.movedOn)}, so your ${move.fromState} licence covers ${move.fromState} only.`;
    case 'left-compact':
      return `${moved}: your ${move.fromState} licence covers ${move.fromState} only since the move. Apply for a licence in ${move.toState} to practise there.`;
  }
}
