import type { Certification } from '@nurse/api-client';
import { entryStanding } from '@nurse/catalogue';
import { useEntryActions } from './use-entry-actions';
import { certificationTitle, formatDay } from '../utils/wallet-texts';
import { CredentialCard } from './credential-card';

interface CertificationCardProps {
  certification: Certification;
  today: string;
  onEdit: (certification: Certification) => void;
}

/** A certification as a card: issuer, number, dates. */
export function CertificationCard({ certification, today, onEdit }: CertificationCardProps) {
  const actions = useEntryActions('certifications', certification.id);

  return (
    <CredentialCard
      kind="certifications"
      id={certification.id}
      title={certificationTitle(certification)}
      standing={entryStanding(certification.expiryDate, today)}
      details={[
        ['Issued by', certification.issuer],
        ['Number', certification.number ?? 'None given'],
        ['Issued', formatDay(certification.issueDate)],
        ['Expires', certification.expiryDate ? formatDay(certification.expiryDate) : 'Does not expire'],
      ]}
      document={certification.document}
      showOnProfile={certification.showOnProfile}
      onShowOnProfile={(shown) => void actions.showOnProfile(shown)}
      switching={actions.switching}
      onEdit={() => onEdit(certification)}
      onDelete={actions.deleteEntry}
    />
  );
}
