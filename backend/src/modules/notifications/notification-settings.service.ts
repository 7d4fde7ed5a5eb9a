import { Injectable } from '@nestjs/common';
import { defaultChannelPreferences, type ChannelPreference, type NotificationCategory, type QuietHours } from '@nurse/domain';
import { InvalidInputError } from '../../common/domain-errors';
import type { Transaction } from '../../database/transaction';
import type { NotificationSettingsEntity } from './entities/notification-settings.entity';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { isKnownTimeZone } from './quiet-hours';

export interface NotificationSettings {
  channels: ChannelPreference[];
  /** Null until she or her browser has chosen one. */
  timeZone: string | null;
  quietHours: QuietHours | null;
}

/** A category's channels as a change names them: push left out keeps her choice (screens older than push). */
export type ChannelPreferenceChange = Omit<ChannelPreference, 'push'> & { push?: boolean };

export interface NotificationSettingsChange {
  channels?: ChannelPreferenceChange[];
  /** null: no zone chosen (what a nurse who never chose one reads). */
  timeZone?: string | null;
  quietHours?: QuietHours | null;
}

export const QUIET_HOURS_EMPTY = 'Quiet hours must start and end at different times';
export const UNKNOWN_TIME_ZONE = 'Choose your time zone from the list (for example America/Chicago)';
export const QUIET_HOURS_NEED_ZONE = 'Your quiet hours are kept in your time zone: choose one, or turn quiet hours off first';

/** The time zone quiet hours are read in when she has chosen none. */
export const FALLBACK_TIME_ZONE = 'UTC';

function toSettings(row: NotificationSettingsEntity | null): NotificationSettings {
  const chosen = new Map((row?.channels ?? []).map((preference) => [preference.category, preference]));
  return {
    channels: defaultChannelPreferences().map((preference) => ({ ...preference, ...chosen.get(preference.category) })),
    timeZone: row?.timeZone ?? null,
    quietHours: row?.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
  };
}

/** Her channels per category and her quiet hours: read with the defaults filled in, changed in parts. */
@Injectable()
export class NotificationSettingsService {
  constructor(private readonly settings: NotificationSettingsRepository) {}

  /** Her settings; in `tx` when the caller has one open. */
  async of(userId: number, tx?: Transaction): Promise<NotificationSettings> {
    return toSettings(await this.settings.find(userId, tx));
  }

  /** Each nurse's channels for a category, read in one statement; keyed by nurse. */
  async channelsFor(
    wanted: readonly { userId: number; category: NotificationCategory }[],
    tx?: Transaction,
  ): Promise<Map<number, ChannelPreference>> {
    const rows = new Map(
      (
        await this.settings.findMany(
          wanted.map(({ userId }) => userId),
          tx,
        )
      ).map((row) => [row.userId, row]),
    );
    return new Map(
      wanted.map(({ userId, category }) => [
        userId,
        toSettings(rows.get(userId) ?? null).channels.find((preference) => preference.category === category) as ChannelPreference,
      ]),
    );
  }

  /** Applies the fields given, leaving the others as they are; answers the settings now stored. */
  async change(userId: number, change: NotificationSettingsChange): Promise<NotificationSettings> {
    if (change.timeZone !== undefined && change.timeZone !== null && !isKnownTimeZone(change.timeZone)) {
      throw new InvalidInputError(UNKNOWN_TIME_ZONE, [{ field: 'timeZone', message: UNKNOWN_TIME_ZONE }]);
    }
    if (change.quietHours && change.quietHours.start === change.quietHours.end) {
      throw new InvalidInputError(QUIET_HOURS_EMPTY, [{ field: 'quietHours', message: QUIET_HOURS_EMPTY }]);
    }
    const row = (await this.settings.find(userId)) ?? { userId, channels: null, timeZone: null, quietStart: null, quietEnd: null };
    // Null keeps a nurse without a zone as she is (her quiet hours are read in UTC), but does not take
    // away the zone her quiet hours are kept in: they would move by hours without her seeing why.
    const quietHoursOn = change.quietHours !== undefined ? change.quietHours !== null : row.quietStart !== null;
    if (change.timeZone === null && row.timeZone !== null && quietHoursOn) {
      throw new InvalidInputError(QUIET_HOURS_NEED_ZONE, [{ field: 'timeZone', message: QUIET_HOURS_NEED_ZONE }]);
    }
    if (change.channels) {
      const merged = new Map((row.channels ?? []).map((preference) => [preference.category, preference]));
      const current = toSettings(row).channels;
      for (const { category, inApp, email, push } of change.channels) {
        const before = current.find((preference) => preference.category === category);
        merged.set(category, { category, inApp, email, push: push ?? before?.push ?? false });
      }
      row.channels = [...merged.values()];
    }
    if (change.timeZone !== undefined) row.timeZone = change.timeZone;
    if (change.quietHours !== undefined) {
      row.quietStart = change.quietHours?.start ?? null;
      row.quietEnd = change.quietHours?.end ?? null;
    }
    await this.settings.save(row);
    return toSettings(row);
  }

  /** Turns email off for these categories (an unsubscribe link). */
  async stopEmail(userId: number, categories: readonly NotificationCategory[]): Promise<void> {
    const current = await this.of(userId);
    const channels = current.channels
      .filter((preference) => categories.includes(preference.category))
      .map((preference) => ({ ...preference, email: false }));
    await this.change(userId, { channels });
  }
}
