import { AsyncLocalStorage } from 'node:async_hooks';
import type { StaffMember } from '../common/staff-member';

/**
 * What code running for a request knows of it without being handed it: the request's id (for logs and
 * the jobs it enqueues), and the staff person it acts for, filled in by the access guard once it knows
 * her (for the audit log). One store for both: every store of Node's AsyncLocalStorage adds work to
 * every promise the process makes.
 */
interface RequestScope {
  readonly requestId: string;
  staff: StaffMember | null;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The id of the request this code runs for, or of the request that enqueued the job it runs in. */
export function currentRequestId(): string | undefined {
  return scopes.getStore()?.requestId;
}

/**
 * Runs `work` (and everything it starts) on behalf of the request `requestId`, when there is one,
 * acting for no staff person until the access guard says whom.
 */
export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? scopes.run({ requestId, staff: null }, work) : work();
}

/** The staff person the current request acts for, or null (a nurse, a job, no request). */
export function actingStaff(): StaffMember | null {
  return scopes.getStore()?.staff ?? null;
}

/** Records whom the current request acts for; outside a request it does nothing. */
export function setActingStaff(staff: StaffMember | null): void {
  const scope = scopes.getStore();
  if (scope) scope.staff = staff;
}
