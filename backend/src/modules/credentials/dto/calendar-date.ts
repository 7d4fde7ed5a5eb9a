import { applyDecorators } from '@nestjs/common';
import { IsISO8601, IsString, Matches } from 'class-validator';
import { CREDENTIAL_MESSAGES } from '../credential-messages';

const DATE = { message: CREDENTIAL_MESSAGES.date };

/** A real calendar date written YYYY-MM-DD: no time, no 2027-02-30. */
export const IsCalendarDate = () =>
  applyDecorators(IsString(DATE), Matches(/^\d{4}-\d{2}-\d{2}$/, DATE), IsISO8601({ strict: true }, DATE));
