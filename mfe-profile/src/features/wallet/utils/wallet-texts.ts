/** How the wallet names its entries and writes their dates. */
import type { Certification, Licence } from '@nurse/api-client';
import { WALLET_LICENCE_LABELS } from '@nurse/catalogue';

/** 'RN licence, TX'; 'APRN (CNP) licence, CA'. */
export function licenceTitle(licence: Pick<Licence, 'type' | 'aprnRole' | 'state'>): string {
  const type = WALLET_LICENCE_LABELS[licence.type];
  const named = licence.type === 'APRN' && licence.aprnRole ? `${type} (${licence.aprnRole})` : type;
  return `${named} licence, ${licence.state}`;
}

export function certificationTitle(certification: Pick<Certification, 'name'>): string {
  return certification.name;
}

/** '31 Jan 2027' for 2027-01-31, the same in every time zone. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
}

/** 'Multistate (compact), residence TX' or 'Single-state'. */
export function compactText(licence: Pick<Licence, 'multistate' | 'residenceState'>): string {
  return licence.multistate ? `Multistate (compact), residence ${licence.residenceState ?? 'not given'}` : 'Single-state';
}
