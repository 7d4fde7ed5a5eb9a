import { BadRequestException } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, NotSignedInError, TooManyAttemptsError } from './domain-errors';
import { toErrorBody } from './http-exception.filter';

describe('toErrorBody', () => {
  it.each([
    [new InvalidInputError('Bad value'), 400],
    [new NotSignedInError(), 401],
    [new ForbiddenError(), 403],
    [new NotFoundError('User not found'), 404],
    [new ConflictError(ERRORS.duplicateEmail), 409],
    [new TooManyAttemptsError(30), 429],
  ])('maps %s to HTTP %i with its message', (error, statusCode) => {
    expect(toErrorBody(error)).toEqual({ statusCode, message: error.message });
  });

  it('names the fields of an invalid input', () => {
    const errors = [
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone', message: 'Please enter a valid phone number' },
    ];
    expect(toErrorBody(InvalidInputError.forFields(errors))).toEqual({ statusCode: 400, message: errors[0].message, errors });
  });

  it('still reads Nest HTTP exceptions and hides anything else behind a 500', () => {
    expect(toErrorBody(new BadRequestException('Nope'))).toEqual({ statusCode: 400, message: 'Nope' });
    expect(toErrorBody(new Error('database exploded'))).toEqual({ statusCode: 500, message: ERRORS.internal });
  });
});
