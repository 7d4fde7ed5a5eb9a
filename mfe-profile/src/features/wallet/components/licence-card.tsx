import type { Licence } from '@nurse/api-client';
import { entryStanding } from '@nurse/catalogue';
import { useEntryActions } from './use-entry-actions';
import { compactText, formatDay, licenceTitle } from '../utils/wallet-texts';
import { CredentialCard } from './credential-card';

interface LicenceCardProps {
  licence: Licence;
  today: string;
  onEdit: (licence: Licence) => void;
}

/** A licence as a card: type, state, number, compact or not, dates, declared status. */
export function LicenceCard({ licence, today, onEdit }: LicenceCardProps) {
  const actions = useEntryActions('licences', licence.id);
  const title = licenceTitle(licence);

  return (
    <CredentialCard
      kind="licences"
      id={licence.id}
      title={title}
      standing={entryStanding(licence.expiryDate, today, licence.status === 'expired')}
      details={[
        ['Number', licence.number],
        ['Compact', compactText(licence)],
        ['Issued', formatDay(licence.issueDate)],
        ['Expires', formatDay(licence.expiryDate)],
        ['Status', licence.status],
      ]}
      document={licence.document}
      showOnProfile={licence.showOnProfile}
      onShowOnProfile={(shown) => void actions.showOnProfile(shown)}
      switching={actions.switching}
      onEdit={() => onEdit(licence)}
      onDelete={actions.deleteEntry}
    />
  );
}
