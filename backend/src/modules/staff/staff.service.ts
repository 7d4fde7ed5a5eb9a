import { Inject, Injectable } from '@nestjs/common';
import { STAFF, STAFF_ERRORS, STAFF_ROLE_LABELS, type StaffRole } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/domain-errors';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MailOutbox } from '../../mail/mail-outbox.service';
import type { SessionCookie } from '../../sessions/session-cookie';
import { SessionService } from '../../sessions/session.service';
import type { StaffMember } from '../../sessions/staff-member';
import { AuditService } from '../audit/audit.service';
import { PasswordHasherService } from '../auth/password-hasher.service';
import { hashResetToken, newResetToken, resetTokenState } from '../auth/reset-token';
import type { StaffAccountEntity } from './entities/staff-account.entity';
import { StaffAccountsRepository } from './staff-accounts.repository';
import { invitationExpiry, joinUrl } from './staff-bootstrap.service';
import { toStaffMember } from './staff-member.mapper';

export interface Joining {
  token: string;
  name: string;
  password: string;
  /** Only the setup link's owner chooses her address; an invitation names it. */
  email?: string;
}

/** The owner's work on staff accounts: invitations, roles, removal; and a staff person joining from her link. */
@Injectable()
export class StaffService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: StaffAccountsRepository,
    private readonly hasher: PasswordHasherService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  async list(): Promise<StaffAccountEntity[]> {
    return this.accounts.list();
  }

  /** Emails a single-use link to join with that role. */
  async invite(by: StaffMember, email: string, role: StaffRole, ip: string | undefined): Promise<void> {
    const address = email.trim().toLowerCase();
    if (await this.accounts.findByEmail(address)) throw new ConflictError(STAFF_ERRORS.emailTaken);
    const token = newResetToken();
    await this.accounts.addInvitation({
      tokenHash: hashResetToken(token),
      email: address,
      role,
      invitedBy: by.id,
      expiresAt: invitationExpiry(new Date()),
    });
    const mailId = await this.unitOfWork.run((tx) =>
      this.outbox.add(tx, address, {
        template: 'staff-invitation',
        inviterName: by.name,
        roleLabel: STAFF_ROLE_LABELS[role],
        joinUrl: joinUrl(this.config.appUrl, token),
        validHours: STAFF.invitationTtlHours,
      }),
    );
    await this.outbox.dispatch([mailId]);
    await this.audit.record('staff-invite', { type: 'staff-invitation', id: address }, { role }, ip);
  }

  /**
   * Makes her account from the link (spent at once) and signs her in; until her second factor is on,
   * her session can only set it up. The setup link works only while there is no owner.
   */
  async join(
    joining: Joining,
    previousSessionId: string | null,
    ip: string | undefined,
  ): Promise<{ staff: StaffMember; cookies: SessionCookie[] }> {
    const invitation = await this.accounts.findInvitation(hashResetToken(joining.token));
    if (!invitation || resetTokenState(invitation, new Date()) !== 'usable') throw new InvalidInputError(STAFF_ERRORS.invitationInvalid);
    const setupLink = invitation.email === null;
    if (setupLink && (await this.accounts.countOwners()) > 0) throw new ConflictError(STAFF_ERRORS.setupClosed);
    const email = invitation.email ?? joining.email?.trim().toLowerCase();
    if (!email) throw InvalidInputError.forFields([{ field: 'email', message: STAFF_ERRORS.emailRequired }]);
    if (await this.accounts.findByEmail(email)) throw new ConflictError(STAFF_ERRORS.emailTaken);
    if (!(await this.accounts.spendInvitation(invitation.id, new Date()))) throw new InvalidInputError(STAFF_ERRORS.invitationInvalid);
    const passwordHash = await this.hasher.hash(joining.password);
    const account = await this.accounts.create({ email, name: joining.name.trim(), role: invitation.role, passwordHash });
    if (!account) throw new ConflictError(STAFF_ERRORS.emailTaken);
    const staff = toStaffMember(account);
    await this.audit.record('staff-join', { type: 'staff', id: account.id }, { role: account.role, setupLink }, ip, staff);
    await this.sessions.end('admin', previousSessionId);
    return { staff, cookies: [await this.sessions.start('admin', account.id)] };
  }

  async setRole(staffId: number, role: StaffRole, ip: string | undefined): Promise<StaffAccountEntity> {
    const account = await this.existing(staffId);
    if (account.role === role) return account;
    if (account.role === 'owner') await this.assertAnotherOwner();
    await this.accounts.setRole(staffId, role);
    await this.audit.record('staff-role', { type: 'staff', id: staffId }, { from: account.role, to: role }, ip);
    return { ...account, role };
  }

  /** Removes her account and ends every session of hers at once. */
  async remove(staffId: number, ip: string | undefined): Promise<void> {
    const account = await this.existing(staffId);
    if (account.role === 'owner') await this.assertAnotherOwner();
    await this.accounts.remove(staffId);
    await this.sessions.endAllForStaff(staffId);
    await this.audit.record('staff-remove', { type: 'staff', id: staffId }, { email: account.email, role: account.role }, ip);
  }

  private async existing(staffId: number): Promise<StaffAccountEntity> {
    const account = await this.accounts.findById(staffId);
    if (!account) throw new NotFoundError(STAFF_ERRORS.staffNotFound);
    return account;
  }

  private async assertAnotherOwner(): Promise<void> {
    if ((await this.accounts.countOwners()) <= 1) throw new ConflictError(STAFF_ERRORS.lastOwner);
  }
}
