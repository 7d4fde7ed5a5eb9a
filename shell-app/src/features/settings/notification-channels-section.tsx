import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNELS,
  type ChannelPreference,
  type NotificationChannel,
} from '@nurse/domain';
import { Switch } from '@nurse/ui-kit/forms';
import { useSaveNotificationSettingsMutation, type NotificationSettings } from './settings-api';
import { useSaveFeedback } from './use-save-feedback';

const CHANNEL_NAMES: Record<NotificationChannel, string> = { inApp: 'in the app', email: 'by email', push: 'by push' };

/** One switch per category and channel, each saved as she flips it. */
export function NotificationChannelsSection({ settings }: { settings: NotificationSettings }) {
  const [save] = useSaveNotificationSettingsMutation();
  const saveWithFeedback = useSaveFeedback();
  const byCategory = new Map(settings.channels.map((channel) => [channel.category, channel]));

  const flip = (current: ChannelPreference, channel: NotificationChannel, on: boolean) =>
    void saveWithFeedback(() => save({ channels: [{ ...current, [channel]: on }] }).unwrap());

  return (
    <section className="nk-settings__section" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">Notifications</h2>
      <p className="nk-settings__hint">
        Choose what reaches you in the app, what also comes by email, and what your devices with push show.
      </p>
      <table className="nk-settings__channels">
        <thead>
          <tr>
            <th scope="col">
              <span className="nk-settings__hidden-label">What about</span>
            </th>
            <th scope="col">In app</th>
            <th scope="col">Email</th>
            <th scope="col">Push</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_CATEGORIES.map((category) => {
            const current = byCategory.get(category) ?? { category, inApp: false, email: false, push: false };
            const label = NOTIFICATION_CATEGORY_LABELS[category];
            return (
              <tr key={category}>
                <th scope="row">{label}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel}>
                    <Switch
                      checked={current[channel]}
                      onChange={(on) => flip(current, channel, on)}
                      aria-label={`${label} ${CHANNEL_NAMES[channel]}`}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
