import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppSettingEntity } from './app-setting.entity';

/** Data access for the app's stored settings, one value per key. */
@Injectable()
export class AppSettingsRepository {
  constructor(@InjectRepository(AppSettingEntity) private readonly settings: Repository<AppSettingEntity>) {}

  async find(key: string): Promise<string | null> {
    return (await this.settings.findOneBy({ key }))?.value ?? null;
  }

  /** Stores a new key; fails when the key is stored already. */
  async insert(key: string, value: string): Promise<void> {
    await this.settings.insert({ key, value });
  }
}
