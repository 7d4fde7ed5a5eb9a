import { useMemo } from 'react';
import { localToday } from '@nurse/domain';
import { CalendarFeedSection } from './calendar-feed-section';
import { CeSection } from './ce-section';
import { DeclaredLicencesSection } from './declared-licences-section';
import { PacketsSection } from './packets-section';
import { PracticeSection } from './practice-section';
import { RemindedEntryProvider } from './reminded-entry';
import { CertificationsSection, LicencesSection } from './wallet-entries';
import '../wallet.css';

/**
 * The wallet: her licences and certifications as cards, and where she can practise. Each section reads
 * its own data, so a later one (CE progress per licence, the calendar feed) is one more line here.
 */
export function WalletScreen() {
  const today = useMemo(() => localToday(), []);
  return (
    <div className="pf-page wl-page">
      <header className="pf-page__header">
        <h1 id="wallet-title" className="pf-title">
          Wallet
        </h1>
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
