import { BadRequestException, Logger, type ArgumentsHost } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { QueryFailedError } from 'typeorm';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  NotSignedInError,
  TooManyAttemptsError,
  UnavailableError,
} from './domain-errors';
import { HttpExceptionFilter, toDomainFailure, toErrorBody } from './http-exception.filter';

describe('toErrorBody', () => {
  it.each([
    [new InvalidInputError('Bad value'), 400],
    [new NotSignedInError(), 401],
    [new ForbiddenError(), 403],
    [new NotFoundError('User not found'), 404],
    [new ConflictError(ERRORS.duplicateEmail), 409],
    [new TooManyAttemptsError(30), 429],
    [new UnavailableError(), 503],
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

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED', fatal: true });

describe('toDomainFailure', () => {
  it("turns a driver's lost connection, wrapped by TypeORM, into UnavailableError", () => {
    expect(toDomainFailure(new QueryFailedError('SELECT 1', [], refused()))).toBeInstanceOf(UnavailableError);
  });

  it('leaves every other failure as it is', () => {
    const conflict = new ConflictError(ERRORS.duplicateEmail);
    expect(toDomainFailure(conflict)).toBe(conflict);
  });
});

describe('HttpExceptionFilter', () => {
  function answer(exception: unknown, address: object = {}): { status: number; headers: Record<string, string>; body: unknown } {
    const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
    const response = {
      headersSent: false,
      setHeader: (name: string, value: string) => (sent.headers[name] = value),
      status(code: number) {
        sent.status = code;
        return this;
      },
      json: (body: unknown) => (sent.body = body),
    };
    const request = { id: 'r1', method: 'GET', originalUrl: '/api/users/me', readableEnded: true, complete: true, ...address };
    const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }) } as unknown as ArgumentsHost;
    new HttpExceptionFilter().catch(exception, host);
    return sent;
  }

  it('answers an unreachable database with 503, its message and Retry-After', () => {
    const sent = answer(new QueryFailedError('SELECT 1', [], refused()));
    expect(sent).toEqual({ status: 503, headers: { 'Retry-After': '5' }, body: { statusCode: 503, message: ERRORS.unavailable } });
  });

  it('answers Redis out of retries with 503, not 500', () => {
    const error = Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(answer(error).status).toBe(503);
  });

  it('logs a failure by its route pattern, never by its address and the token in it', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const link = {
        originalUrl: '/api/packets/dV2GiXoUO1LZeOuJHYOpjj/resume',
        baseUrl: '/api/packets',
        route: { path: '/:token/resume' },
      };
      answer(new QueryFailedError('SELECT 1', [], refused()), link);
      answer(new Error('boom'), link);
      const logged = [...warn.mock.calls, ...error.mock.calls].map(([message]) => String(message));
      expect(logged).toEqual([
        expect.stringMatching(/^request r1 GET \/api\/packets\/:token\/resume: unavailable /),
        expect.stringMatching(/^request r1 GET \/api\/packets\/:token\/resume: Error: boom/),
      ]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
