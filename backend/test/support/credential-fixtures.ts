import { expectStatus } from './actors';
import type { ApiClient } from './api-client';

/** The date `offsetDays` from today, as the API writes dates (YYYY-MM-DD). */
export const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Adds an active Texas RN licence, issued 400 days ago and good for 300 more, with `overrides`; answers its id. */
export async function addLicence(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const body = {
    type: 'RN',
    state: 'TX',
    number: 'TX-RN-4412',
    multistate: false,
    issueDate: day(-400),
    expiryDate: day(300),
    status: 'active',
    ...overrides,
  };
  return expectStatus(await client.post('/api/credentials/licences', body), 201).body.id;
}
