/**
 * Where a nurse may practise on a day: from her wallet's licences, or, while it holds none, from what she
 * declared at onboarding or on her profile (licence types, licensed states, compact marks). Either way
 * the compact rule of libs/catalogue (`practiceStates`) judges them. Pure: the assistant, the job board
 * and the wallet screen all read this one answer (see practice-reach.spec.ts).
 */
import {
  practiceMoves,
  practiceStates,
  WALLET_LICENCE_TYPES,
  type PracticeLicence,
  type PracticeMove,
  type PracticeState,
  type WalletLicenceType,
} from '@nurse/catalogue';
import { declaredFromLists, type LicensureLists } from '@nurse/catalogue';

/** Where the answer comes from: her wallet's licences, her declaration, or neither. */
export const PRACTICE_SOURCES = ['wallet', 'declared', 'none'] as const;
export type PracticeSource = (typeof PRACTICE_SOURCES)[number];

export interface PracticeReach {
  day: string;
  source: PracticeSource;
  /** The licences judged: her wallet's, or those her declaration stands for (no number, none lapsed). */
  licences: readonly PracticeLicence[];
  states: readonly PracticeState[];
  moves: readonly PracticeMove[];
  /**
   * For each licence type, the states it lets her practise in; null from a declaration, whose lists do
   * not say which type each state issued.
   */
  statesByLicenceType: Partial<Record<WalletLicenceType, string[]>> | null;
}

const isWalletType = (type: string): type is WalletLicenceType => (WALLET_LICENCE_TYPES as readonly string[]).includes(type);

/**
 * The licences her declaration stands for, as the compact rule reads them: each licensed state under her
 * first licence type (declaredFromLists), multistate where she marked it and the state may issue one,
 * current on `day` since she gave no dates. A state declared with no licence type, or only as a
 * student, is no licence. Ids are negative: they name no wallet entry.
 */
export function declaredPracticeLicences(declared: LicensureLists, day: string): PracticeLicence[] {
  return declaredFromLists(declared).flatMap(({ type, state, multistate, residenceState }, index) =>
    state && isWalletType(type)
      ? [{ id: -(index + 1), type, state, multistate, residenceState, status: 'active' as const, expiryDate: day }]
      : [],
  );
}

function byLicenceType(
  licences: readonly PracticeLicence[],
  states: readonly PracticeState[],
): Partial<Record<WalletLicenceType, string[]>> {
  const typeOf = new Map(licences.map((licence) => [licence.id, licence.type]));
  const reach: Partial<Record<WalletLicenceType, string[]>> = {};
  for (const { state, canPractise, licenceIds } of states) {
    if (!canPractise) continue;
    for (const type of new Set(licenceIds.map((id) => typeOf.get(id)))) {
      if (type) (reach[type] ??= []).push(state);
    }
  }
  return reach;
}

/** Where she may practise on `day`: her wallet's licences when it holds any, otherwise her declaration. */
export function practiceReach(wallet: readonly PracticeLicence[], declared: LicensureLists, day: string): PracticeReach {
  if (wallet.length > 0) {
    const states = practiceStates(wallet, day);
    return {
      day,
      source: 'wallet',
      licences: wallet,
      states,
      moves: practiceMoves(wallet, day),
      statesByLicenceType: byLicenceType(wallet, states),
    };
  }
  const licences = declaredPracticeLicences(declared, day);
  return {
    day,
    source: licences.length > 0 ? 'declared' : 'none',
    licences,
    states: practiceStates(licences, day),
    moves: [],
    statesByLicenceType: null,
  };
}

/** The states she may practise in, in state-code order. */
export function practisedStates(reach: PracticeReach): string[] {
  return reach.states.filter((state) => state.canPractise).map((state) => state.state);
}
