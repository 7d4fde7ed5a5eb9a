/**
 * Where a nurse can practise, from her licences and the compact's dated facts in data/enlc.json. Pure:
 * the day is an argument, so every rule can be checked on any date.
 */
import { addDays, format, parseISO } from 'date-fns';
import { ENLC_RULE } from './enlc';
import { COMPACT_LICENCE_TYPES, WALLET_LICENCE_LABELS, type AprnRole, type LicenceStatus, type WalletLicenceType } from './licences';
import { US_STATE_CODES } from '@nurse/domain';

/** What the rule reads of a licence. Dates are ISO calendar dates (YYYY-MM-DD). */
export interface PracticeLicence {
  readonly id: number;
  readonly type: WalletLicenceType;
  readonly aprnRole?: AprnRole | null;
  readonly state: string;
  readonly multistate: boolean;
  readonly residenceState: string | null;
  /** The day she moved to `residenceState` from the issuing state, for a multistate licence; null or absent: no move recorded. */
  readonly movedOn?: string | null;
  readonly status: LicenceStatus;
  readonly expiryDate: string;
}

export interface PracticeState {
  readonly state: string;
  /** True when at least one licence lets her practise there on the day asked about. */
  readonly canPractise: boolean;
  /** Why, one line per licence or fact, e.g. 'RN multistate licence from TX'. */
  readonly reasons: readonly string[];
  /** The licences that let her practise there. */
  readonly licenceIds: readonly number[];
}

/**
 * What a recorded move does to a multistate licence: within the days to apply in a new home state that
 * issues multistate licences (`apply-window`), after them (`window-ended`), or a move to a state that
 * does not issue them on the day of the move (`left-compact`: the licence covers its own state only).
 */
export const MOVE_STANDINGS = ['apply-window', 'window-ended', 'left-compact'] as const;
export type MoveStanding = (typeof MOVE_STANDINGS)[number];

export interface PracticeMove {
  readonly licenceId: number;
  /** The former home state, which issued the licence. */
  readonly fromState: string;
  /** Her primary state of residence since the move. */
  readonly toState: string;
  readonly movedOn: string;
  /** The last day to apply for a licence in `toState`; null when it issues no multistate licence to apply for. */
  readonly applyBy: string | null;
  readonly standing: MoveStanding;
  /** One line, e.g. 'moved to FL on 2026-10-01: apply for a licence in FL by 2026-11-30'. */
  readonly message: string;
}

/** A state's place in the compact on a day. */
export type CompactStanding = 'outside' | 'enacted' | 'accepting' | 'issuing';

export const PENDING_STATE_REASON = 'compact enacted, not yet issuing multistate licences';

const NON_COMPACT = new Set(ENLC_RULE.nonCompactStates);
const IMPLEMENTATIONS = new Map(ENLC_RULE.implementations.map((fact) => [fact.state, fact]));

const onOrAfter = (day: string, from: string | null): boolean => from !== null && day >= from;

/**
 * The state's standing on `day`: outside the compact; enacted but honouring no multistate licence yet;
 * honouring other states' multistate licences (accepting); or also issuing its own (issuing). A compact
 * state without a dated fact is taken as issuing, as the member list was when last checked.
 */
export function compactStanding(state: string, day: string): CompactStanding {
  if (NON_COMPACT.has(state)) return 'outside';
  const fact = IMPLEMENTATIONS.get(state);
  if (!fact) return ENLC_RULE.notYetIssuingStates.includes(state) ? 'enacted' : 'issuing';
  if (onOrAfter(day, fact.issuesMultistateFrom)) return 'issuing';
  if (onOrAfter(day, fact.acceptsMultistateFrom)) return 'accepting';
  return 'enacted';
}

/** Whether a licence is in force on `day`: declared active and not past its expiry date (it lapses the day after). */
export function isLicenceCurrent(licence: Pick<PracticeLicence, 'status' | 'expiryDate'>, day: string): boolean {
  return licence.status === 'active' && licence.expiryDate >= day;
}

function label(licence: PracticeLicence): string {
  const type = WALLET_LICENCE_LABELS[licence.type];
  return licence.type === 'APRN' && licence.aprnRole ? `${type} (${licence.aprnRole})` : type;
}

const plusDays = (day: string, days: number): string => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/** A multistate licence of a compact type from a state issuing them on `day`, whatever her residence. */
function isCompactMultistate(licence: PracticeLicence, day: string): boolean {
  return licence.multistate && COMPACT_LICENCE_TYPES.includes(licence.type) && compactStanding(licence.state, day) === 'issuing';
}

/**
 * The move recorded on a current multistate licence, as it stands on `day`; null when none applies (no
 * move, a move not yet made on `day`, a licence not in force or not multistate). The new state's
 * standing is judged on the day of the move: a state that began issuing later did not give her a
 * window then, and the licence had already turned single-state.
 */
export function licenceMove(licence: PracticeLicence, day: string): PracticeMove | null {
  const { movedOn, residenceState: toState, state: fromState } = licence;
  if (!movedOn || !toState || toState === fromState || day < movedOn) return null;
  if (!isLicenceCurrent(licence, day) || !isCompactMultistate(licence, day)) return null;
  const base = { licenceId: licence.id, fromState, toState, movedOn };
  const standing = compactStanding(toState, movedOn);
  if (standing !== 'issuing') {
    const why = standing === 'outside' ? `${toState} is outside the compact` : `${toState} did not issue multistate licences on that day`;
    return {
      ...base,
      applyBy: null,
      standing: 'left-compact',
      message: `moved to ${toState} on ${movedOn}: ${why}, so the ${fromState} licence is single-state (${fromState} only) since the move; apply for a licence in ${toState} to practise there`,
    };
  }
  const applyBy = plusDays(movedOn, ENLC_RULE.move.applyWithinDays);
  if (day <= applyBy) {
    return {
      ...base,
      applyBy,
      standing: 'apply-window',
      message: `moved to ${toState} on ${movedOn}: apply for a licence in ${toState} by ${applyBy}`,
    };
  }
  return {
    ...base,
    applyBy,
    standing: 'window-ended',
    message:
      `moved to ${toState} on ${movedOn}: the ${ENLC_RULE.move.applyWithinDays} days to apply for a licence in ${toState} ended on ${applyBy}; ` +
      `the multistate privilege of the ${fromState} licence no longer covers other states`,
  };
}

/** Every move her current multistate licences record, as of `day`, in the order of her licences. */
export function practiceMoves(licences: readonly PracticeLicence[], day: string): PracticeMove[] {
  return licences.map((licence) => licenceMove(licence, day)).filter((move): move is PracticeMove => move !== null);
}

/** Her primary state of residence on `day`: before a recorded move, the licence's own state. */
function residenceOn(licence: PracticeLicence, day: string): string | null {
  return licence.movedOn && day < licence.movedOn ? licence.state : licence.residenceState;
}

/** Whether this licence carries the multistate privilege on `day`: at home, or within the days to apply after a move. */
export function carriesMultistatePrivilege(licence: PracticeLicence, day: string): boolean {
  if (!isCompactMultistate(licence, day)) return false;
  return residenceOn(licence, day) === licence.state || licenceMove(licence, day)?.standing === 'apply-window';
}

/** Why a licence that is not in force covers nothing. */
function lapseReason(licence: PracticeLicence, day: string): string {
  if (licence.status !== 'active') return `${label(licence)} licence ${licence.status}: covers no state`;
  return `${label(licence)} licence expired on ${licence.expiryDate}: covers no state (as of ${day})`;
}

/** Her own state's line for a licence that covers only that state. */
function singleStateReason(licence: PracticeLicence, day: string): string {
  if (licence.type === 'APRN') return `${label(licence)} licence: single-state (APRN licences are outside the compact)`;
  const move = licenceMove(licence, day);
  if (move?.standing === 'left-compact')
    return `${label(licence)} licence from ${licence.state}: single-state since the move to ${move.toState} on ${move.movedOn}`;
  if (move?.standing === 'window-ended')
    return `${label(licence)} licence from ${licence.state}: single-state here, the days to apply in ${move.toState} after the move ended on ${move.applyBy}`;
  if (licence.multistate && licence.residenceState !== licence.state) {
    return `${label(licence)} licence from ${licence.state}: single-state here, since her primary state of residence is ${licence.residenceState}`;
  }
  if (licence.multistate)
    return `${label(licence)} licence from ${licence.state}: single-state, ${licence.state} does not issue multistate licences as of ${day}`;
  return `${label(licence)} single-state licence`;
}

/**
 * Every state her licences reach on `day`, and each state where they do not but she should know why:
 * a lapsed licence's own state, and compact states not yet honouring multistate licences when she
 * holds one. Sorted by state code; two licences reaching the same state both give their reason.
 */
export function practiceStates(licences: readonly PracticeLicence[], day: string): PracticeState[] {
  const byState = new Map<string, { reasons: string[]; licenceIds: number[] }>();
  const entry = (state: string) => {
    let found = byState.get(state);
    if (!found) byState.set(state, (found = { reasons: [], licenceIds: [] }));
    return found;
  };
  const cover = (state: string, licence: PracticeLicence, reason: string) => {
    const found = entry(state);
    found.reasons.push(reason);
    if (!found.licenceIds.includes(licence.id)) found.licenceIds.push(licence.id);
  };
  let holdsMultistate = false;
  for (const licence of licences) {
    if (!isLicenceCurrent(licence, day)) {
      entry(licence.state).reasons.push(lapseReason(licence, day));
      continue;
    }
    if (!carriesMultistatePrivilege(licence, day)) {
      cover(licence.state, licence, singleStateReason(licence, day));
      continue;
    }
    holdsMultistate = true;
    const move = licenceMove(licence, day);
    const reason =
      move?.standing === 'apply-window'
        ? `${label(licence)} multistate licence from ${licence.state}, until ${move.applyBy} (${ENLC_RULE.move.applyWithinDays} days after the move to ${move.toState})`
        : `${label(licence)} multistate licence from ${licence.state}`;
    for (const state of US_STATE_CODES) {
      const standing = compactStanding(state, day);
      if (standing === 'issuing' || standing === 'accepting') cover(state, licence, reason);
    }
  }
  if (holdsMultistate) {
    for (const state of US_STATE_CODES) {
      if (compactStanding(state, day) === 'enacted') entry(state).reasons.push(PENDING_STATE_REASON);
    }
  }
  return [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, { reasons, licenceIds }]) => ({ state, canPractise: licenceIds.length > 0, reasons, licenceIds }));
}
