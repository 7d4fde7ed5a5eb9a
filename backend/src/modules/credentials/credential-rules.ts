/**
 * The rules across fields of a licence or certification, checked on the whole record after a change
 * (a partial update can break a rule no single field breaks). Each answers every problem it finds.
 */
import { COMPACT_LICENCE_TYPES, compactStanding, type AprnRole, type LicenceStatus, type WalletLicenceType } from '@nurse/catalogue';
import type { FieldErrorDto } from '../../common/error-response.dto';
import { CREDENTIAL_MESSAGES as M } from './credential-messages';

export interface LicenceFields {
  type: WalletLicenceType | null;
  aprnRole: AprnRole | null;
  state: string | null;
  number: string | null;
  multistate: boolean | null;
  residenceState: string | null;
  movedOn: string | null;
  issueDate: string | null;
  expiryDate: string | null;
  status: LicenceStatus | null;
  showOnProfile: boolean | null;
}

export interface CertificationFields {
  name: string | null;
  issuer: string | null;
  number: string | null;
  issueDate: string | null;
  expiryDate: string | null;
  showOnProfile: boolean | null;
}

function required<T extends object>(record: T, fields: readonly (keyof T & string)[]): FieldErrorDto[] {
  return fields
    .filter((field) => record[field] === null || record[field] === undefined)
    .map((field) => ({ field, message: M.required(field) }));
}

function datesInOrder(issueDate: string | null, expiryDate: string | null): FieldErrorDto[] {
  return issueDate && expiryDate && expiryDate <= issueDate ? [{ field: 'expiryDate', message: M.expiryAfterIssue }] : [];
}

/** Problems with a licence as it would be stored, judged on `day` (the compact's standing is dated). */
export function licenceProblems(licence: LicenceFields, day: string): FieldErrorDto[] {
  const missing = required(licence, ['type', 'state', 'number', 'multistate', 'issueDate', 'expiryDate', 'status', 'showOnProfile']);
  if (missing.length > 0) return missing;
  const problems: FieldErrorDto[] = [];
  if (licence.type === 'APRN' && !licence.aprnRole) problems.push({ field: 'aprnRole', message: M.aprnRoleRequired });
  if (licence.type !== 'APRN' && licence.aprnRole) problems.push({ field: 'aprnRole', message: M.aprnRoleOnlyForAprn });
  if (licence.multistate) {
    if (!COMPACT_LICENCE_TYPES.includes(licence.type!)) problems.push({ field: 'multistate', message: M.multistateType });
    else if (compactStanding(licence.state!, day) !== 'issuing') problems.push({ field: 'multistate', message: M.multistateState });
    if (!licence.residenceState) problems.push({ field: 'residenceState', message: M.residenceRequired });
    // After a recorded move her residence may be any state: a move out of the compact is what turns the licence single-state.
    else if (!licence.movedOn && compactStanding(licence.residenceState, day) !== 'issuing')
      problems.push({ field: 'residenceState', message: M.residenceCompact });
    if (licence.movedOn && licence.residenceState && licence.residenceState === licence.state)
      problems.push({ field: 'movedOn', message: M.movedOnNeedsNewResidence });
  } else {
    if (licence.residenceState) problems.push({ field: 'residenceState', message: M.residenceOnlyMultistate });
    if (licence.movedOn) problems.push({ field: 'movedOn', message: M.movedOnOnlyMultistate });
  }
  if (licence.movedOn && licence.movedOn > day) problems.push({ field: 'movedOn', message: M.movedOnFuture });
  return [...problems, ...datesInOrder(licence.issueDate, licence.expiryDate)];
}

export function certificationProblems(certification: CertificationFields): FieldErrorDto[] {
  const missing = required(certification, ['name', 'issuer', 'issueDate', 'showOnProfile']);
  if (missing.length > 0) return missing;
  return datesInOrder(certification.issueDate, certification.expiryDate);
}

/** The record after a change: fields the change leaves out keep their value, null clears an optional one. */
export function merged<T extends object>(current: T, change: Partial<Record<keyof T, unknown>>): T {
  const next = { ...current };
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (change[key] !== undefined) next[key] = change[key] as T[keyof T];
  }
  return next;
}
