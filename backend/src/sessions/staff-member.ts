import { AsyncLocalStorage } from 'node:async_hooks';
import type { StaffMember } from '../common/staff-member';

export type { StaffMember };

/**
 * What admin sessions need of staff accounts, provided by the module that owns them and handed to
 * `SessionsModule.forRoot` by the app's root: sessions never name that module.
 */
export interface StaffDirectory {
  findById(id: number): Promise<StaffMember | null>;
}

export const STAFF_DIRECTORY = Symbol('STAFF_DIRECTORY');

/**
 * The staff person a request acts for, filled in by the access guard once it knows her, so what the
 * request records (the audit log) names her without every service being handed her.
 */
const acting = new AsyncLocalStorage<{ staff: StaffMember | null }>();

export function runActingScope<T>(work: () => T): T {
  return acting.run({ staff: null }, work);
}

export function setActingStaff(staff: StaffMember | null): void {
  const scope = acting.getStore();
  if (scope) scope.staff = staff;
}

export function actingStaff(): StaffMember | null {
  return acting.getStore()?.staff ?? null;
}
