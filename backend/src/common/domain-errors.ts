import { ERRORS } from '@nurse/domain';
import type { FieldErrorDto } from './error-response.dto';

/** What went wrong, in the product's terms; the global exception filter gives each kind its HTTP status. */
export type DomainErrorKind =
  'invalid-input' | 'not-signed-in' | 'forbidden' | 'not-found' | 'gone' | 'conflict' | 'too-many-attempts' | 'unavailable';

/** A refusal by a product rule. Services and guards throw these; only the filter knows about HTTP. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input that breaks a rule; `errors` names each field when the rule is about fields. */
export class InvalidInputError extends DomainError {
  constructor(
    message: string,
    readonly errors?: FieldErrorDto[],
  ) {
    super('invalid-input', message);
  }

  /** The first problem as the message, every field in `errors`. */
  static forFields(errors: FieldErrorDto[]): InvalidInputError {
    return new InvalidInputError(errors[0]?.message ?? 'Invalid input', errors);
  }
}

/** No session, or credentials that do not match. */
export class NotSignedInError extends DomainError {
  constructor(message: string = ERRORS.notSignedIn) {
    super('not-signed-in', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string = ERRORS.forbidden) {
    super('forbidden', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not-found', message);
  }
}

/** Something that was there and has been removed for good (an archive past its time). */
export class GoneError extends DomainError {
  constructor(message: string) {
    super('gone', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** A rate limit was reached; the caller may try again after `retryAfterSeconds`. */
export class TooManyAttemptsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = ERRORS.tooManyRequests,
  ) {
    super('too-many-attempts', message);
  }
}

/** The database or Redis does not answer for now; the caller may try again after `retryAfterSeconds`. */
export class UnavailableError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number = 5,
    message: string = ERRORS.unavailable,
  ) {
    super('unavailable', message);
  }
}
