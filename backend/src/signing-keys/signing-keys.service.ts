import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { AppSettingsService } from '../database/app-settings.service';
import { KEY_PURPOSES, purposeKeys, type KeyPurpose, type PurposeKeys } from './signing-keys';

/**
 * The keys HMACs are made with, one per purpose, derived from SESSION_SECRET, or when it is unset from
 * a secret generated at first start and kept in the database (shared by every instance). Earlier
 * secrets (SESSION_SECRET_PREVIOUS) only verify. So do the secrets as they were used before keys were
 * derived (the session secret itself, and the unsubscribe secret the database kept), so that sessions
 * and links from before keep working.
 */
@Injectable()
export class SigningKeysService implements OnModuleInit {
  private readonly logger = new Logger('SigningKeys');
  private keys: Record<KeyPurpose, PurposeKeys> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: AppSettingsService,
  ) {}

  async onModuleInit(): Promise<void> {
    const secret = this.config.sessionSecret ?? (await this.generatedSecret());
    const previous = this.config.previousSessionSecrets;
    const storedUnsubscribeSecret = await this.settings.get('unsubscribe_secret');
    const legacy: Partial<Record<KeyPurpose, string[]>> = {
      session: [secret, ...previous],
      unsubscribe: [secret, ...previous, ...(storedUnsubscribeSecret === null ? [] : [storedUnsubscribeSecret])],
    };
    this.keys = Object.fromEntries(
      KEY_PURPOSES.map((purpose) => [purpose, purposeKeys(purpose, secret, previous, legacy[purpose])]),
    ) as Record<KeyPurpose, PurposeKeys>;
  }

  /** The keys of that purpose: one to sign with, all that verify. */
  of(purpose: KeyPurpose): PurposeKeys {
    if (!this.keys) throw new Error('Signing keys are read before the module has started');
    return this.keys[purpose];
  }

  private async generatedSecret(): Promise<string> {
    const { value, created } = await this.settings.getOrCreate('session_secret', () => randomBytes(48).toString('base64url'));
    if (created) this.logger.log('Generated a session secret and stored it in the database (set SESSION_SECRET to choose one)');
    return value;
  }
}
