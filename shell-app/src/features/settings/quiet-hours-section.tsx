import { useEffect, useRef } from 'react';
import type { QuietHours } from '@nurse/domain';
import { Select } from '@nurse/ui-kit/choice';
import { Switch } from '@nurse/ui-kit/forms';
import { browserTimeZone, DEFAULT_QUIET_HOURS, QUARTER_HOURS, quietHoursPreview, timeZoneChoices, timeZoneLabel } from './quiet-hours';
import { useSaveNotificationSettingsMutation, type NotificationSettings } from './settings-api';
import { useSaveFeedback } from './use-save-feedback';

const TIME_OPTIONS = QUARTER_HOURS.map((time) => ({ value: time, label: time }));

/**
 * Quiet hours: a daily window without email, in her time zone. A nurse who never chose a zone gets her
 * browser's, saved once, so that the window means her local time from the start.
 */
export function QuietHoursSection({ settings }: { settings: NotificationSettings }) {
  const [save] = useSaveNotificationSettingsMutation();
  const saveWithFeedback = useSaveFeedback();
  const timeZone = settings.timeZone ?? browserTimeZone() ?? 'UTC';
  const { quietHours } = settings;

  const zoneProposed = useRef(false);
  useEffect(() => {
    if (settings.timeZone !== null || zoneProposed.current) return;
    zoneProposed.current = true;
    save({ timeZone })
      .unwrap()
      .catch((error: unknown) => console.error('Could not keep the time zone of this browser', error));
  }, [save, settings.timeZone, timeZone]);

  const store = (next: { timeZone: string; quietHours: QuietHours | null }) => void saveWithFeedback(() => save(next).unwrap());
  const zoneOptions = timeZoneChoices(timeZone).map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));

  return (
    <section className="nk-settings__section" aria-labelledby="settings-quiet-hours">
      <h2 id="settings-quiet-hours">Quiet hours</h2>
      <div className="nk-settings__row">
        <label htmlFor="settings-quiet-hours-on">No email during quiet hours</label>
        <Switch
          id="settings-quiet-hours-on"
          checked={quietHours !== null}
          onChange={(on) => store({ timeZone, quietHours: on ? DEFAULT_QUIET_HOURS : null })}
        />
      </div>
      {quietHours ? (
        <div className="nk-settings__times">
          <div className="nk-settings__field">
            <label htmlFor="settings-quiet-start">From</label>
            <Select
              id="settings-quiet-start"
              showSearch
              value={quietHours.start}
              options={TIME_OPTIONS}
              onChange={(start: string) => store({ timeZone, quietHours: { ...quietHours, start } })}
            />
          </div>
          <div className="nk-settings__field">
            <label htmlFor="settings-quiet-end">Until</label>
            <Select
              id="settings-quiet-end"
              showSearch
              value={quietHours.end}
              options={TIME_OPTIONS}
              onChange={(end: string) => store({ timeZone, quietHours: { ...quietHours, end } })}
            />
          </div>
        </div>
      ) : null}
      <div className="nk-settings__field">
        <label htmlFor="settings-time-zone">Your time zone</label>
        <Select
          id="settings-time-zone"
          showSearch
          value={timeZone}
          options={zoneOptions}
          optionFilterProp="label"
          onChange={(zone: string) => store({ timeZone: zone, quietHours })}
        />
      </div>
      <p className="nk-settings__preview" aria-live="polite">
        {quietHours ? quietHoursPreview(quietHours, timeZone) : 'Emails can arrive at any hour.'}
      </p>
    </section>
  );
}
