import { Injectable } from '@nestjs/common';
import { AppSettingsRepository } from './app-settings.repository';

@Injectable()
export class AppSettingsService {
  constructor(private readonly settings: AppSettingsRepository) {}

  get(key: string): Promise<string | null> {
    return this.settings.find(key);
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
      await this.settings.insert(key, value);
      return { value, created: true };
    } catch {
      const stored = await this.get(key);
      if (stored === null) throw new Error(`Could not store the setting ${key}`);
      return { value: stored, created: false };
    }
  }
}
