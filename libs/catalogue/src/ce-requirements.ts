/**
 * Continuing-education requirements per state, as dated data in data/ce-requirements.json. A state or
 * licence type without an entry has no product rule; the nurse then enters her own.
 */
import ceRequirements from './data/ce-requirements.json';
import type { CeTopic } from './ce-topics';
import type { WalletLicenceType } from './licences';

/** A topic a cycle must include; `hours` null when the source names the topic without hours. */
export interface CeTopicRequirement {
  readonly topic: CeTopic;
  readonly hours: number | null;
}

/** Which days count: the N years ending on the expiry date, or the licence's issue-to-expiry term. */
export type CeCycleRule = { readonly rule: 'years-before-expiry'; readonly years: number } | { readonly rule: 'licence-term' };

export type StateCeRequirement =
  | {
      readonly kind: 'hours';
      readonly hoursPerCycle: number;
      readonly cycle: CeCycleRule;
      readonly topics: readonly CeTopicRequirement[];
    }
  | { readonly kind: 'none' };

export interface StateCeEntry {
  readonly state: string;
  readonly licenceTypes: readonly WalletLicenceType[];
  readonly requirement: StateCeRequirement;
  readonly source: string;
  readonly asOf: string;
}

export interface CeRequirementData {
  readonly lastChecked: string;
  readonly notes: Readonly<Record<string, string>>;
  readonly states: readonly StateCeEntry[];
}

export const CE_REQUIREMENTS = ceRequirements as CeRequirementData;

/** The product's requirement for this licence type in this state, or null when it has none. */
export function stateCeRequirement(state: string, type: WalletLicenceType, data: CeRequirementData = CE_REQUIREMENTS): StateCeEntry | null {
  return data.states.find((entry) => entry.state === state && entry.licenceTypes.includes(type)) ?? null;
}
