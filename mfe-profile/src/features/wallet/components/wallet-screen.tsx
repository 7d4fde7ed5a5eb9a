import { useMemo } from 'react';
import { localToday } from '@nurse/domain';
import { savedCopyLabel, useSavedCopyTime, useSignedInNurse } from '@nurse/host';
import { CalendarFeedSection } from './calendar-feed-section';
import { CeSection } from './ce-section';
import { DeclaredLicencesSection } from './declared-licences-section';
import { PacketsSection } from './packets-section';
import { PracticeSection } from './practice-section';
import { RemindedEntryProvider } from './reminded-entry';
import { CertificationsSection, LicencesSection } from './wallet-entries';
import '../wallet.css';

/** The wallet's reads kept on the device for when she is offline (libs/host/src/offline/saved-addresses.ts). */
const showsWallet = (address: string) => address.startsWith('/api/credentials/');

/**
 * The wallet: her licences and certifications as cards, and where she can practise. Each section reads
 * its own data, so a later one (CE progress per licence, the calendar feed) is one more line here.
 * Offline, what was saved on the device is shown, marked with the time it was saved.
 */
export function WalletScreen() {
  const today = useMemo(() => localToday(), []);
  const { nurse } = useSignedInNurse();
  const savedAt = useSavedCopyTime(nurse.id, showsWallet);
  return (
    <div className="pf-page wl-page">
      <header className="pf-page__header">
        <h1 id="wallet-title" className="pf-title">
          Wallet
        </h1>
        {savedAt ? (
          <p className="wl-saved-copy" role="status">
            {savedCopyLabel(savedAt)}
          </p>
        ) : null}
      </header>
      <RemindedEntryProvider>
        <LicencesSection today={today} />
        <DeclaredLicencesSection />
        <CertificationsSection today={today} />
      </RemindedEntryProvider>
      <CeSection />
      <PracticeSection />
      <CalendarFeedSection />
      <PacketsSection />
    </div>
  );
}
