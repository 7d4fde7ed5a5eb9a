/**
 * Compact (eNLC) eligibility. The rule's data is in data/enlc.json only; the
 * functions below read it, so a state joining or leaving is a data change.
 */
import enlc from './data/enlc.json';
import { isStateCode } from './states';
import { normalizeKey } from './text';

export interface EnlcRule {
  /** When the lists were last checked against the compact's membership, YYYY-MM-DD. */
  readonly lastChecked: string;
  /** States that have not enacted the compact (the product's list). */
  readonly nonCompactStates: readonly string[];
  /** States that enacted it but do not issue multistate licences yet. */
  readonly notYetIssuingStates: readonly string[];
  readonly notes: Readonly<Record<string, string>>;
  /** Dated implementation facts, each with the day it was checked and its source. */
  readonly implementations: readonly CompactImplementation[];
  /** What a move of her primary state of residence does to a multistate licence. */
  readonly move: CompactMoveRule;
}

/** The compact's rule for a multistate licensee who moves, dated and sourced. */
export interface CompactMoveRule {
  /** Days after the move to apply for a multistate licence in a new home state inside the compact. */
  readonly applyWithinDays: number;
  readonly asOf: string;
  readonly source: string;
  /** The source for a move outside the compact (the licence turns single-state). */
  readonly leavingCompactSource: string;
}

/** When a compact state began honouring other states' multistate licences and issuing its own; null: not yet. */
export interface CompactImplementation {
  readonly state: string;
  readonly enacted?: string;
  readonly acceptsMultistateFrom: string | null;
  readonly issuesMultistateFrom: string | null;
  readonly asOf: string;
  readonly source: string;
}

export const ENLC_RULE: EnlcRule = enlc;

const INELIGIBLE = new Set([...ENLC_RULE.nonCompactStates, ...ENLC_RULE.notYetIssuingStates]);

function toCode(code: string): string {
  return normalizeKey(code).toUpperCase();
}

/** True when a licence from this state (by code, any case) can be marked eNLC. */
export function isEnlcEligible(stateCode: string): boolean {
  const code = toCode(stateCode);
  return /^[A-Z]{2}$/.test(code) && !INELIGIBLE.has(code);
}

/** Selected licensed states and the subset marked eNLC, both as state codes. */
export interface LicensedStates {
  readonly selectedStates: readonly string[];
  readonly enlcStates: readonly string[];
}

/** Unselects a state; its eNLC mark goes with it. */
export function removeState(states: LicensedStates, code: string): LicensedStates {
  const target = toCode(code);
  return {
    selectedStates: states.selectedStates.filter((c) => toCode(c) !== target),
    enlcStates: states.enlcStates.filter((c) => toCode(c) !== target),
  };
}

/**
 * Selects a state that is not selected (no duplicates), or unselects it and drops its eNLC mark.
 * A code that is not one of the 50 states changes nothing.
 */
export function toggleState(states: LicensedStates, code: string): LicensedStates {
  const target = toCode(code);
  if (states.selectedStates.some((c) => toCode(c) === target)) return removeState(states, target);
  if (!isStateCode(target)) return states;
  return { selectedStates: [...states.selectedStates, target], enlcStates: [...states.enlcStates] };
}

/** Marks or unmarks a selected state as eNLC; a state that is not selected or not eligible is left unmarked. */
export function toggleEnlc(states: LicensedStates, code: string): LicensedStates {
  const target = toCode(code);
  if (states.enlcStates.some((c) => toCode(c) === target)) {
    return { selectedStates: [...states.selectedStates], enlcStates: states.enlcStates.filter((c) => toCode(c) !== target) };
  }
  const selected = states.selectedStates.some((c) => toCode(c) === target);
  if (!selected || !isEnlcEligible(target)) return states;
  return { selectedStates: [...states.selectedStates], enlcStates: [...states.enlcStates, target] };
}

/**
 * The eNLC marks worth keeping: selected, eligible, upper-case, no duplicates, in the order given.
 * The server applies this to whatever a client sends.
 */
export function sanitizeEnlcStates(selected: readonly string[], enlcStates: readonly string[]): string[] {
  const chosen = new Set(selected.map(toCode));
  return [...new Set(enlcStates.map(toCode))].filter((code) => chosen.has(code) && isEnlcEligible(code));
}
