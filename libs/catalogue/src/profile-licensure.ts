/**
 * The profile's licensure fields (`licensureType`, `selectedStates`, `eNLCStates`) as a view of the
 * wallet, and the other way: the wallet entries a profile's lists declare. Pure, so both directions
 * are unit-tested without a database (see profile-licensure.spec.ts).
 */
import { joinList, LICENSURE_TYPES, splitList } from '@nurse/domain';
import { isEnlcEligible } from './enlc';
import { isStateCode } from './states';

/** What the profile reads of a wallet licence or a declared one: its type, state and compact flag. */
export interface LicensureEntry {
  /** A licensure type; '' when she named a state but no type. */
  type: string;
  /** The issuing state's code; '' when she named a type but no state. */
  state: string;
  multistate: boolean;
}

/** A licence she declared (in onboarding, or before the wallet existed) without its number and dates. */
export interface DeclaredLicenceFields extends LicensureEntry {
  /** For a multistate licence, the state that issued it: the compact issues one only in her home state. */
  residenceState: string | null;
}

/** The profile's three comma-joined licensure fields. */
export interface ProfileLicensure {
  licensureType: string;
  selectedStates: string;
  eNLCStates: string;
}

/** The profile lists as she chose them. */
export interface LicensureLists {
  licensureTypes: readonly string[];
  states: readonly string[];
  enlcStates: readonly string[];
}

const unique = (items: readonly string[]) => [...new Set(items)];

/**
 * The profile fields the wallet gives: every type held (in the catalogue's order), every state a
 * licence was issued by (in the order of the entries) and the states of multistate licences.
 */
export function profileLicensure(entries: readonly LicensureEntry[]): ProfileLicensure {
  const types = new Set(entries.map((entry) => entry.type));
  const states = unique(entries.flatMap((entry) => (entry.state ? [entry.state] : [])));
  const multistate = unique(entries.flatMap((entry) => (entry.multistate && entry.state ? [entry.state] : [])));
  return {
    licensureType: joinList(LICENSURE_TYPES.filter((type) => types.has(type))),
    selectedStates: joinList(states),
    eNLCStates: joinList(multistate),
  };
}

/** The lists a profile's fields hold. */
export function licensureLists(profile: ProfileLicensure): LicensureLists {
  return {
    licensureTypes: splitList(profile.licensureType),
    states: splitList(profile.selectedStates),
    enlcStates: splitList(profile.eNLCStates),
  };
}

/**
 * The declared licences a profile's lists stand for, beyond what `held` (her wallet) already says: a
 * type or a state the wallet has is not declared again, so declaring the wallet's own view adds
 * nothing. The lists do not say which type each state licensed, so every new state gets her first type
 * in the catalogue's order (RN before LPN, CNA, APRN, Student): the licence a state most often issues to
 * a nurse holding several. A type no new state carries is declared without a state. A state marked eNLC
 * is multistate, with that state as her residence (the compact issues a multistate licence only in the
 * home state). Unknown codes are dropped.
 */
export function declaredFromLists(lists: LicensureLists, held: readonly LicensureEntry[] = []): DeclaredLicenceFields[] {
  const heldTypes = new Set(held.map((entry) => entry.type));
  const heldStates = new Set(held.map((entry) => entry.state));
  const types = LICENSURE_TYPES.filter((type) => lists.licensureTypes.includes(type));
  const states = unique(lists.states.map((code) => code.toUpperCase())).filter((code) => isStateCode(code) && !heldStates.has(code));
  const enlc = new Set(lists.enlcStates.map((code) => code.toUpperCase()));
  const stateType = types[0] ?? '';
  const withState = states.map((state) => {
    const multistate = enlc.has(state) && isEnlcEligible(state);
    return { type: stateType, state, multistate, residenceState: multistate ? state : null };
  });
  const withoutState = types.filter((type) => !heldTypes.has(type) && !(states.length > 0 && type === stateType));
  return [...withState, ...withoutState.map((type) => ({ type, state: '', multistate: false, residenceState: null }))];
}

/**
 * The declarations a wallet does not hold already: one whose type and state a complete licence has is
 * left out; a declaration without a type (or state) is matched by a licence of any type (or state).
 */
export function notYetInWallet(declared: readonly DeclaredLicenceFields[], licences: readonly LicensureEntry[]): DeclaredLicenceFields[] {
  return declared.filter(
    (entry) =>
      !licences.some(
        (licence) => (entry.type === '' || licence.type === entry.type) && (entry.state === '' || licence.state === entry.state),
      ),
  );
}
