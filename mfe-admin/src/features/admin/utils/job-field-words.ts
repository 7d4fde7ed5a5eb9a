import type { FieldWording } from '@nurse/host';
import { JOB_FIELD_TEXT as T } from '../texts';
import type { JobFormValues } from './job-form-values';

/** Whether the server's message is written for the API's readers: it names the field by its API name. */
const namesField = (field: string, message: string) => message.startsWith(`${field} `);

/** The control's words for a message about the field's API name; the server's own sentences stay. */
const instead =
  (field: string, words: string) =>
  (message: string): string =>
    namesField(field, message) ? words : message;

/**
 * The listing form's words for refused fields. A select can only be refused when nothing is chosen;
 * numbers, pay and the address are refused in the terms of the text box they are typed in. The server's
 * sentences (the pay order, a closing date before today) are already in an administrator's terms.
 */
export const JOB_FIELD_WORDING: FieldWording<JobFormValues> = {
  setting: () => T.setting,
  state: () => T.state,
  employmentType: () => T.employmentType,
  shiftPattern: () => T.shiftPattern,
  workMode: () => T.workMode,
  payUnit: () => T.payUnit,
  hoursPerWeek: instead('hoursPerWeek', T.hoursPerWeek),
  contractWeeks: instead('contractWeeks', T.contractWeeks),
  experienceYears: instead('experienceYears', T.experienceYears),
  payMin: instead('payMin', T.pay),
  payMax: instead('payMax', T.pay),
  applyUrl: (message, values) =>
    !namesField('applyUrl', message) ? message : values.applyUrl.length > 500 ? T.applyUrlTooLong : T.applyUrl,
};
