/**
 * The wallet's add/edit forms as plain values, and the request bodies made from them. The rules are the
 * server's: the forms send what she typed and show each refused field's message beside it.
 */
import type { Certification, CreateCertificationRequest, CreateLicenceRequest, Licence } from '@nurse/api-client';
import type { AprnRole, LicenceStatus, WalletLicenceType } from '@nurse/catalogue';
import type { FieldWording } from '@nurse/host';

/** What the forms change; whether an entry shows on her profile is the card's switch. */
export type LicenceFields = Omit<CreateLicenceRequest, 'showOnProfile'>;
export type CertificationFields = Omit<CreateCertificationRequest, 'showOnProfile'>;

export interface LicenceFormValues {
  type: WalletLicenceType;
  aprnRole: AprnRole | null;
  state: string;
  number: string;
  multistate: boolean;
  residenceState: string | null;
  /** The day she moved to her residence state (YYYY-MM-DD); empty when she has recorded no move. */
  movedOn: string;
  issueDate: string;
  expiryDate: string;
  status: LicenceStatus;
}

export interface CertificationFormValues {
  name: string;
  issuer: string;
  number: string;
  issueDate: string;
  expiryDate: string;
}

export const EMPTY_LICENCE: LicenceFormValues = {
  type: 'RN',
  aprnRole: null,
  state: '',
  number: '',
  multistate: false,
  residenceState: null,
  movedOn: '',
  issueDate: '',
  expiryDate: '',
  status: 'active',
};

export const EMPTY_CERTIFICATION: CertificationFormValues = { name: '', issuer: '', number: '', issueDate: '', expiryDate: '' };

export function licenceFormValues(licence: Licence): LicenceFormValues {
  const { type, aprnRole, state, number, multistate, residenceState, movedOn, issueDate, expiryDate, status } = licence;
  return { type, aprnRole, state, number, multistate, residenceState, movedOn: movedOn ?? '', issueDate, expiryDate, status };
}

export function certificationFormValues(certification: Certification): CertificationFormValues {
  const { name, issuer, number, issueDate, expiryDate } = certification;
  return { name, issuer, number: number ?? '', issueDate, expiryDate: expiryDate ?? '' };
}

/**
 * The licence as the API takes it: a role only for an APRN licence, a residence and a move only for a
 * multistate one. An empty move date is sent as null, which clears a stored one.
 */
export function licenceRequest(values: LicenceFormValues): LicenceFields {
  return {
    ...values,
    number: values.number.trim(),
    aprnRole: values.type === 'APRN' ? values.aprnRole : null,
    residenceState: values.multistate ? values.residenceState : null,
    movedOn: (values.multistate && values.movedOn) || null,
  };
}

/** The certification as the API takes it: an empty number or expiry date is left out (none). */
export function certificationRequest(values: CertificationFormValues): CertificationFields {
  return {
    name: values.name.trim(),
    issuer: values.issuer.trim(),
    number: values.number.trim() || null,
    issueDate: values.issueDate,
    expiryDate: values.expiryDate || null,
  };
}

/** What a wallet form says when saving fails without a message of the server's. */
export const SAVE_FAILED = 'It was not saved. Please try again.';

/** What the forms say of a state or a date left empty, in the terms of the picker and the date field. */
export const CONTROL_WORDS = {
  state: 'Choose a state from the list',
  date: 'Choose a date from the calendar, or type it in full',
} as const;

/**
 * The server's message for a state or date that is not one is written for the API's readers (a code,
 * YYYY-MM-DD). Here the picker gives only states and the date field only whole dates, so such a refusal
 * means nothing was chosen, or a date was typed in part (the field then holds none): the control's words
 * say what to do. A refusal of a value given (a residence outside the compact, an expiry before the
 * issue) keeps the server's message.
 */
export const whenEmpty =
  <Values>(field: keyof Values, words: string) =>
  (message: string, values: Values): string =>
    values[field] ? message : words;

export const LICENCE_WORDING: FieldWording<LicenceFormValues> = {
  state: whenEmpty('state', CONTROL_WORDS.state),
  residenceState: whenEmpty('residenceState', CONTROL_WORDS.state),
  issueDate: whenEmpty('issueDate', CONTROL_WORDS.date),
  expiryDate: whenEmpty('expiryDate', CONTROL_WORDS.date),
};

export const CERTIFICATION_WORDING: FieldWording<CertificationFormValues> = {
  issueDate: whenEmpty('issueDate', CONTROL_WORDS.date),
};
