/**
 * The licence wallet's closed lists: licence types (with the APRN roles), the statuses a nurse declares,
 * and the certification names the catalogue offers.
 */
import { ADVANCED_CERTIFICATIONS, BASIC_CERTIFICATIONS, SPECIALTY_CERTIFICATIONS } from './certifications';
import { normalizeKey } from './text';

/** Licence types as stored; LPN covers the LPN/VN title (Texas and California say vocational nurse). */
export const WALLET_LICENCE_TYPES = ['RN', 'LPN', 'APRN', 'CNA'] as const;
export type WalletLicenceType = (typeof WALLET_LICENCE_TYPES)[number];

export const WALLET_LICENCE_LABELS: Readonly<Record<WalletLicenceType, string>> = {
  RN: 'RN',
  LPN: 'LPN/VN',
  APRN: 'APRN',
  CNA: 'CNA',
};

/** The four APRN roles: nurse practitioner, clinical nurse specialist, nurse anesthetist, nurse-midwife. */
export const APRN_ROLES = ['CNP', 'CNS', 'CRNA', 'CNM'] as const;
export type AprnRole = (typeof APRN_ROLES)[number];

/** Licence types a multistate (compact) licence can be: the compact covers RN and LPN/VN only. */
export const COMPACT_LICENCE_TYPES: readonly WalletLicenceType[] = ['RN', 'LPN'];

/**
 * The status she reads on the board's record: active (in good standing), inactive (kept but not for
 * practice), expired (lapsed), encumbered (restricted by a board order).
 */
export const LICENCE_STATUSES = ['active', 'inactive', 'expired', 'encumbered'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** Emergency and trauma courses the wallet offers beside the onboarding lists. */
const COURSE_CERTIFICATIONS = ['TNCC', 'ENPC', 'STABLE'] as const;

/** Certification names the wallet suggests; anything else is kept as she types it. */
export const WALLET_CERTIFICATIONS: readonly string[] = [
  ...new Set<string>([...BASIC_CERTIFICATIONS, ...COURSE_CERTIFICATIONS, ...SPECIALTY_CERTIFICATIONS, ...ADVANCED_CERTIFICATIONS]),
];

const WALLET_CERTIFICATION_BY_KEY = new Map(WALLET_CERTIFICATIONS.map((name) => [normalizeKey(name), name]));

/** The catalogue's spelling of a certification ('acls' is 'ACLS'), or null for a free-text name. */
export function catalogueCertification(text: string): string | null {
  return WALLET_CERTIFICATION_BY_KEY.get(normalizeKey(text)) ?? null;
}
