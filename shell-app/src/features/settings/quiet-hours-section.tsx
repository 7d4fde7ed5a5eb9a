import { useEffect, useMemo, useRef } from 'react';
import type { QuietHours } from '@nurse/domain';
import { Select } from '@nurse/ui-kit/choice';
import { Switch } from '@nurse/ui-kit/forms';
import {
  browserTimeZone,
  clockTime,
  DEFAULT_QUIET_HOURS,
  QUARTER_HOURS,
  quietHoursPreview,
  timeZoneChoices,
  timeZoneOptions,
} from './quiet-hours';
import { useSaveNotificationSettingsMutation, type NotificationSettings } from './settings-api';
import { useSaveFeedback } from './use-save-feedback';

// On her locale's clock ("9:30 PM" in en-US); typing either that or "21:30" finds it.
const timeOptions = () =>
  QUARTER_HOURS.map((time) => {
    const label = clockTime(time);
    return { value: time, label, search: `${label} ${time}`.toLowerCase() };
  });

interface TimeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(time: string): void;
}

/** One end of the quiet-hours window: a labelled, searchable list of quarter hours. */
function TimeField({ id, label, value, onChange }: TimeFieldProps) {
  const options = useMemo(timeOptions, []);
  return (
    <div className="nk-settings__field">
      <label htmlFor={id}>{label}</label>
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'search' }}
        value={value}
        options={options}
        onChange={(time: string) => onChange(time)}
      />
    </div>
  );
}

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
  // Named in her browser's language, with the offsets of today.
  const zoneOptions = useMemo(() => timeZoneOptions(timeZoneChoices(timeZone), new Date()), [timeZone]);

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
          <TimeField
            id="settings-quiet-start"
            label="From"
            value={quietHours.start}
            onChange={(start) => store({ timeZone, quietHours: { ...quietHours, start } })}
          />
          <TimeField
            id="settings-quiet-end"
            label="Until"
            value={quietHours.end}
            onChange={(end) => store({ timeZone, quietHours: { ...quietHours, end } })}
          />
        </div>
      ) : null}
      <div className="nk-settings__field">
        <label htmlFor="settings-time-zone">Your time zone</label>
        <Select
          id="settings-time-zone"
          className="nk-settings__zone"
          classNames={{ popup: { root: 'nk-settings__zone-list' } }}
          showSearch={{ optionFilterProp: 'search' }}
          value={timeZone}
          options={zoneOptions}
          onChange={(zone: string) => store({ timeZone: zone, quietHours })}
        />
      </div>
      <p className="nk-settings__preview" aria-live="polite">
        {quietHours ? quietHoursPreview(quietHours, timeZone) : 'Emails can arrive at any hour.'}
      </p>
    </section>
  );
}
