import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { generateVAPIDKeys } from 'web-push';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AppSettingsService } from '../../database/app-settings.service';

const GENERATED_KEYS = 'vapid_keys';

export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID key pair pushes are signed with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * otherwise a pair generated at first start and kept in the database, which every API instance and
 * worker reads. Changing the pair makes every stored device subscribe again (browsers bind a
 * subscription to the public key).
 */
@Injectable()
export class VapidKeysService implements OnModuleInit {
  private readonly logger = new Logger('Push');
  private identity: VapidIdentity | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: AppSettingsService,
  ) {}

  async onModuleInit(): Promise<void> {
    const { keys, subject } = this.config.push;
    if (keys) {
      this.identity = { ...keys, subject };
      return;
    }
    try {
      const { value, created } = await this.settings.getOrCreate(GENERATED_KEYS, () => JSON.stringify(generateVAPIDKeys()));
      const stored = JSON.parse(value) as { publicKey: string; privateKey: string };
      this.identity = { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
      if (created) this.logger.log('Generated the VAPID key pair for Web Push and kept it in the database');
    } catch (error) {
      // Push is an extra: without keys no device can subscribe and nothing is sent.
      this.logger.warn(`Web Push is off: no VAPID keys (${(error as Error).message})`);
    }
  }

  /** Null when push is off (no keys could be read or generated). */
  current(): VapidIdentity | null {
    return this.identity;
  }
}
