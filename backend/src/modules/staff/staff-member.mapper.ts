import type { StaffMember } from '../../sessions/staff-member';
import type { StaffAccountEntity } from './entities/staff-account.entity';

export function toStaffMember(account: StaffAccountEntity): StaffMember {
  return { id: account.id, email: account.email, name: account.name, role: account.role, secondFactorOn: account.totpEnabledAt !== null };
}
