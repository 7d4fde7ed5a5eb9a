import { useState } from 'react';
import { failureDescription } from '@nurse/api-client';
import { Alert, Button, useNotify } from '@nurse/ui-kit';
import { EmptyState } from '@nurse/ui-kit/data';
import { useAddPushDeviceMutation, usePushDevicesQuery, usePushKeyQuery, useRemovePushDeviceMutation, type PushDevice } from './push-api';
import { forgetThisDevice, PUSH_TEXTS, PushUnavailable, rememberThisDevice, subscribeThisDevice, thisDeviceId } from './this-device';

const lastUse = (device: PushDevice) =>
  device.lastUsedAt
    ? `Last push ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(device.lastUsedAt))}`
    : 'No push yet';

/** Turning push on for the browser she is using, and the devices that take pushes, each with Remove. */
export function PushDevicesSection() {
  const key = usePushKeyQuery();
  const devices = usePushDevicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [add] = useAddPushDeviceMutation();
  const [remove, removing] = useRemovePushDeviceMutation();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const here = thisDeviceId();

  const turnOn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const publicKey = key.data?.publicKey ?? (await key.refetch().unwrap()).publicKey;
      if (!publicKey) throw new PushUnavailable(PUSH_TEXTS.off);
      const subscription = await subscribeThisDevice(publicKey);
      const device = await add({
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
      }).unwrap();
      rememberThisDevice(device.id);
      notify.success(PUSH_TEXTS.turnedOn);
    } catch (error) {
      setProblem(error instanceof PushUnavailable ? error.message : failureDescription(error, PUSH_TEXTS.failed));
    } finally {
      setBusy(false);
    }
  };

  const removeDevice = async (device: PushDevice) => {
    try {
      if (device.id === here) await forgetThisDevice((id) => remove(id).unwrap());
      else await remove(device.id).unwrap();
      notify.success(PUSH_TEXTS.removed);
    } catch (error) {
      notify.error('Error', failureDescription(error, PUSH_TEXTS.removeFailed));
    }
  };

  const list = devices.data?.devices ?? [];
  return (
    <section className="nk-settings__section" aria-labelledby="settings-push">
      <h2 id="settings-push">Push on your devices</h2>
      <p className="nk-settings__hint">
        Push shows what the Push column allows on this phone or computer, even when the app is closed. It names who wrote, never what.
      </p>
      <Button type="primary" onClick={() => void turnOn()} loading={busy}>
        Turn on push on this device
      </Button>
      {problem && <Alert className="nk-settings__push-problem" type="warning" showIcon title={problem} role="alert" />}
      {list.length === 0 ? (
        <EmptyState title="No devices yet" description="Devices you turn push on for are listed here." />
      ) : (
        <ul className="nk-settings__devices" aria-label="Devices with push">
          {list.map((device) => (
            <li key={device.id} className="nk-settings__device">
              <span className="nk-settings__device-name">
                {device.deviceName}
                {device.id === here && <span className="nk-settings__device-here"> (this device)</span>}
                <span className="nk-settings__device-use">{lastUse(device)}</span>
              </span>
              <Button
                onClick={() => void removeDevice(device)}
                loading={removing.isLoading && removing.originalArgs === device.id}
                aria-label={`Remove ${device.deviceName}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
