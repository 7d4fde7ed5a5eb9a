import type { StaffRole } from '@nurse/domain';

/** A staff person as an admin request reads her: who she is, her role, and whether her second factor is on. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  secondFactorOn: boolean;
}
