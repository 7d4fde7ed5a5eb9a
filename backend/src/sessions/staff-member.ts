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

export { actingStaff, setActingStaff } from '../observability/request-scope';
