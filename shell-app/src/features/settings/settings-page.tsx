import type { ReactNode } from 'react';
import { Alert, Button, Spin } from '@nurse/ui-kit';
import { Panel } from '@nurse/ui-kit/data';
import { SECURITY_TEXTS } from '@nurse/domain';
import { useAppSelector } from '../../app/hooks';
import { PushDevicesSection } from '../push/push-devices-section';
import { selectUser } from '../session/session-slice';
import { ContactSection } from './contact-section';
import { MutedConversationsSection } from './muted-conversations-section';
import { PasskeysSection } from './passkeys-section';
import { TwoFactorSection } from './two-factor-section';
import { NotificationChannelsSection } from './notification-channels-section';
import { QuietHoursSection } from './quiet-hours-section';
import { useContactSettingsQuery, useMutedConversationsQuery, useNotificationSettingsQuery } from './settings-api';
import { SETTINGS_TEXTS } from './settings-texts';
import { DeleteAccountSection } from './delete-account-section';
import { YourDataSection } from './your-data-section';
import './settings-page.css';

interface Loadable<T> {
  data?: T;
  isError: boolean;
  refetch(): unknown;
}

/** A part of the screen once its settings are read; a spinner meanwhile, and Retry if reading failed. */
function Loaded<T>({ query, label, children }: { query: Loadable<T>; label: string; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={SETTINGS_TEXTS.loadFailed}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  return <Spin aria-label={`Loading ${label}`} />;
}

/**
 * Her settings: what notifies her and how, quiet hours, who may contact her, muted conversations, a
 * copy of her data and the deletion of her account.
 */
export default function SettingsPage() {
  const live = useAppSelector(selectUser)?.accountStatus === 'live';
  return (
    <div className="nk-settings">
      <h1>{SETTINGS_TEXTS.title}</h1>
      {live ? <LiveNurseSettings /> : <Panel>{SETTINGS_TEXTS.notLiveYet}</Panel>}
      <SecuritySettings />
      <Panel>
        <YourDataSection />
        <DeleteAccountSection />
      </Panel>
    </div>
  );
}

/** How she signs in: passkeys and the authenticator app, for every nurse, on the waitlist too. */
function SecuritySettings() {
  return (
    <Panel>
      <h2 className="nk-settings__security-title">{SECURITY_TEXTS.title}</h2>
      <PasskeysSection />
      <TwoFactorSection />
    </Panel>
  );
}

/** Notification settings exist for an active account only; a nurse on the waitlist is told so. */
function LiveNurseSettings() {
  // Read again on each visit: she may have muted a conversation or unsubscribed from an email since.
  const notifications = useNotificationSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const contact = useContactSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const muted = useMutedConversationsQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <>
      <Panel>
        <Loaded query={notifications} label="notification settings">
          {(settings) => (
            <>
              <NotificationChannelsSection settings={settings} />
              <QuietHoursSection settings={settings} />
            </>
          )}
        </Loaded>
      </Panel>
      <Panel>
        <PushDevicesSection />
      </Panel>
      <Panel>
        <Loaded query={contact} label="contact settings">
          {(settings) => <ContactSection settings={settings} />}
        </Loaded>
      </Panel>
      <Panel>
        <Loaded query={muted} label="muted conversations">
          {(list) => <MutedConversationsSection conversations={list.items} />}
        </Loaded>
      </Panel>
    </>
  );
}
