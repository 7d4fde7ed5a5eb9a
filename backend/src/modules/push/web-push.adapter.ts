import { Injectable } from '@nestjs/common';
import { generateRequestDetails } from 'web-push';
import type { PushDeliveryOptions, PushPayload } from './push-message';
import type { VapidIdentity } from './vapid-keys.service';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service answered: accepted, gone for good, worth trying again (after `retryAfterMs` when it said), or refused. */
export type PushOutcome =
  | { kind: 'accepted' }
  | { kind: 'gone' }
  | { kind: 'retry'; retryAfterMs: number | null; status: number }
  | { kind: 'refused'; status: number };

/** A push service that does not answer within this is tried again later. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Seconds or an HTTP date, as Retry-After may be written; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Sends one push: web-push signs it (VAPID, RFC 8292) and encrypts the payload to the device's keys
 * (aes128gcm, RFC 8291); the request itself goes through fetch, which reads the answer's Retry-After
 * and speaks to an http:// push service as well (a loopback one in the tests).
 */
@Injectable()
export class WebPushAdapter {
  async send(target: PushTarget, payload: PushPayload, options: PushDeliveryOptions, vapid: VapidIdentity): Promise<PushOutcome> {
    const request = generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
    } catch {
      return { kind: 'retry', retryAfterMs: null, status: 0 };
    }
    const { status } = response;
    if (status >= 200 && status < 300) return { kind: 'accepted' };
    if (status === 404 || status === 410) return { kind: 'gone' };
    if (status === 429 || status >= 500) return { kind: 'retry', retryAfterMs: retryAfterMs(response.headers.get('retry-after')), status };
    return { kind: 'refused', status };
  }
}
