import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, concatMap, from, Observable, of, switchMap } from 'rxjs';
import { ConflictError, InvalidInputError } from '../common/domain-errors';
import type { AppRequest } from '../common/request-context';
import { runWithCommitParticipant } from '../database/commit-participant';
import type { Transaction } from '../database/transaction';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAY_HEADER, idempotencyKeyOf } from './idempotency-key-header';
import { IdempotencyService, KeyTakenError, type IdempotentStart } from './idempotency.service';
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
        if (start.kind === 'replay') return of(this.replay(response, start));
        const { claim } = start;
        // The key is stored by the first transaction the route opens, as its first write. Nest binds the
        // route's async context when handle() is called, so it is called inside the participant's.
        let stored = false;
        const claimWithin = async (tx: Transaction) => {
          if (stored) return;
          await this.idempotency.claimWithin(claim, tx);
          stored = true;
        };
        const handled = () =>
          next.handle().pipe(
            concatMap(async (body: unknown) => {
              await this.idempotency.finish(claim, response.statusCode, body);
              return body;
            }),
            catchError((error: unknown) => {
              // Another request with the key stored its work first: this one's rolled back; answer as a repeat.
              if (error instanceof KeyTakenError) return from(this.answerOfFirst(nurse.id, key, hash, response));
              return from(this.idempotency.abandon(claim)).pipe(
                concatMap(() => {
                  throw error;
                }),
              );
            }),
          );
        return new Observable((subscriber) => runWithCommitParticipant(claimWithin, () => handled().subscribe(subscriber)));
      }),
    );
  }

  private replay(response: Response, start: Extract<IdempotentStart, { kind: 'replay' }>): unknown {
    response.status(start.statusCode).setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
    return start.body;
  }

  private async answerOfFirst(userId: number, key: string, hash: string, response: Response): Promise<unknown> {
    const start = await this.idempotency.start(userId, key, hash);
    if (start.kind !== 'replay') throw new ConflictError(IDEMPOTENCY_MESSAGES.stillProcessing);
    return this.replay(response, start);
  }
}
