import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppSettingEntity } from './app-setting.entity';

@Injectable()
export class AppSettingsService {
  constructor(@InjectRepository(AppSettingEntity) private readonly settings: Repository<AppSettingEntity>) {}

  async get(key: string): Promise<string | null> {
    return (await this.settings.findOneBy({ key }))?.value ?? null;
  }

  /**
   * Returns the stored value, or stores the one `create` makes. When several instances start at
   * once, the first insert wins and the others read it back.
   */
  async getOrCreate(key: string, create: () => Promise<string> | string): Promise<{ value: string; created: boolean }> {
    const existing = await this.get(key);
    if (existing !== null) return { value: existing, created: false };
    const value = await create();
    try {
      await this.settings.insert({ key, value });
      return { value, created: true };
    } catch {
      const stored = await this.get(key);
      if (stored === null) throw new Error(`Could not store the setting ${key}`);
      return { value: stored, created: false };
    }
  }
}
