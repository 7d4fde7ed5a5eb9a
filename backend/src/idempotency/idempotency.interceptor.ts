import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, concatMap, from, Observable, of, switchMap } from 'rxjs';
import { InvalidInputError } from '../common/domain-errors';
import type { AppRequest } from '../common/request-context';
import { runWithCommitParticipant } from '../database/commit-participant';
import type { Transaction } from '../database/transaction';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAY_HEADER, idempotencyKeyOf } from './idempotency-key-header';
import { IdempotencyService } from './idempotency.service';
import { requestHash } from './request-hash';

/**
 * Makes a route retry-safe for a signed-in nurse who sends an Idempotency-Key (see `@Idempotent()`).
 * It runs after the access guard, so the nurse is known, and before validation, so a body the route
 * refuses frees the key like any other failure.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AppRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    if (key === undefined) return next.handle();
    const nurse = request.auth?.user;
    if (!nurse) throw new InvalidInputError(IDEMPOTENCY_MESSAGES.nurseOnly);
    const hash = requestHash(request.method, request.originalUrl.split('?')[0], request.body);

    return from(this.idempotency.start(nurse.id, key, hash)).pipe(
      switchMap((start) => {
        if (start.kind === 'replay') {
          response.status(start.statusCode).setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
          return of(start.body);
        }
        // The route's transactions mark the key committed as they store its work. Nest binds the
        // route's async context when handle() is called, so it is called inside the participant's.
        const markCommitted = (tx: Transaction) => this.idempotency.markCommitted(start.claim, tx);
        const handled = () =>
          next.handle().pipe(
            catchError(async (error: unknown) => {
              await this.idempotency.abandon(start.claim);
              throw error;
            }),
            concatMap(async (body: unknown) => {
              await this.idempotency.finish(start.claim, response.statusCode, body);
              return body;
            }),
          );
        return new Observable((subscriber) => runWithCommitParticipant(markCommitted, () => handled().subscribe(subscriber)));
      }),
    );
  }
}
