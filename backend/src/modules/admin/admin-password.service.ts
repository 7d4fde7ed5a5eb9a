import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AppSettingsService } from '../../database/app-settings.service';
import { PasswordHasherService } from '../auth/password-hasher.service';

const GENERATED_HASH_KEY = 'admin_password_hash';

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Checks the administrator password. It is ADMIN_PASSWORD when set; otherwise one is generated
 * at first start, only its hash is stored, and the password itself is printed once in the log.
 */
@Injectable()
export class AdminPasswordService implements OnModuleInit {
  private readonly logger = new Logger(AdminPasswordService.name);
  private generatedHash: string | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: AppSettingsService,
    private readonly hasher: PasswordHasherService,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.adminPassword) return;
    let generated: string | null = null;
    const { value } = await this.settings.getOrCreate(GENERATED_HASH_KEY, async () => {
      generated = randomBytes(12).toString('base64url');
      return this.hasher.hash(generated);
    });
    this.generatedHash = value;
    if (generated && (await this.hasher.verify(value, generated))) {
      this.logger.warn(`ADMIN_PASSWORD is not set. Generated administrator password (shown only this once): ${generated}`);
    }
  }

  async matches(candidate: string): Promise<boolean> {
    if (this.config.adminPassword) return timingSafeEqual(sha256(candidate), sha256(this.config.adminPassword));
    return this.generatedHash !== null && this.hasher.verify(this.generatedHash, candidate);
  }
}
