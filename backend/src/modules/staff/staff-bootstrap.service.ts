import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ROUTES, STAFF } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { PasswordHasherService } from '../auth/password-hasher.service';
import { hashResetToken, newResetToken } from '../auth/reset-token';
import { StaffAccountsRepository } from './staff-accounts.repository';

export const invitationExpiry = (from: Date): Date => new Date(from.getTime() + STAFF.invitationTtlHours * 3600_000);

/**
 * The address of an invitation (or setup) link carrying that token. The token is the fragment: a browser
 * never sends it to a server, so it stays out of access logs and Referer headers, and the setup link
 * printed at first start is not censored by the log's scrubbing of `token=` (observability/log-redaction.ts).
 */
export const joinUrl = (appUrl: string, token: string): string => `${appUrl}${ROUTES.adminJoin}#${token}`;

/**
 * The first owner, at a start that finds no staff account: made from ADMIN_PASSWORD (at ADMIN_EMAIL)
 * when it is set; otherwise a one-time setup link is printed in the log, where she chooses her address
 * and password. A password never appears in the log.
 */
@Injectable()
export class StaffBootstrapService implements OnModuleInit {
  private readonly logger = new Logger(StaffBootstrapService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: StaffAccountsRepository,
    private readonly hasher: PasswordHasherService,
  ) {}

  async onModuleInit(): Promise<void> {
    if ((await this.accounts.count()) > 0) return;
    if (this.config.adminPassword) {
      const passwordHash = await this.hasher.hash(this.config.adminPassword);
      const owner = await this.accounts.create({ email: this.config.adminEmail, name: 'Owner', role: 'owner', passwordHash });
      // Another instance starting at the same moment may have made her: the unique address decides.
      if (owner)
        this.logger.log(
          'Created the first owner account (ADMIN_EMAIL) from ADMIN_PASSWORD; she sets up her second factor at first sign-in',
        );
      return;
    }
    const token = newResetToken();
    await this.accounts.addInvitation({
      tokenHash: hashResetToken(token),
      email: null,
      role: 'owner',
      invitedBy: null,
      expiresAt: invitationExpiry(new Date()),
    });
    this.logger.warn(
      `No administrator account yet. Open this one-time link within ${STAFF.invitationTtlHours} hours to choose the owner's email and password: ${joinUrl(this.config.appUrl, token)}`,
    );
  }
}
