/**
 * Where a nurse can practise, from her licences and the compact's dated facts in data/enlc.json. Pure:
 * the day is an argument, so every rule can be checked on any date.
 */
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

/** Whether this licence carries the multistate privilege on `day`. */
function carriesMultistatePrivilege(licence: PracticeLicence, day: string): boolean {
  return (
    licence.multistate &&
    COMPACT_LICENCE_TYPES.includes(licence.type) &&
    licence.residenceState === licence.state &&
    compactStanding(licence.state, day) === 'issuing'
  );
}

/** Why a licence that is not in force covers nothing. */
function lapseReason(licence: PracticeLicence, day: string): string {
  if (licence.status !== 'active') return `${label(licence)} licence ${licence.status}: covers no state`;
  return `${label(licence)} licence expired on ${licence.expiryDate}: covers no state (as of ${day})`;
}

/** Her own state's line for a licence that covers only that state. */
function singleStateReason(licence: PracticeLicence, day: string): string {
  if (licence.type === 'APRN') return `${label(licence)} licence: single-state (APRN licences are outside the compact)`;
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
    for (const state of US_STATE_CODES) {
      const standing = compactStanding(state, day);
      if (standing === 'issuing' || standing === 'accepting')
        cover(state, licence, `${label(licence)} multistate licence from ${licence.state}`);
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
