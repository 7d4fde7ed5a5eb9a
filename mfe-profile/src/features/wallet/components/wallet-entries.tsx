import type { Certification, Licence } from '@nurse/api-client';
import { useCertificationsQuery, useLicencesQuery } from '../api/wallet-api';
import { CertificationCard } from './certification-card';
import { EntriesSection } from './entries-section';
import { CertificationForm, LicenceForm } from './entry-forms';
import { LicenceCard } from './licence-card';

/** Her licences, with the standing of each as of `today`. */
export function LicencesSection({ today }: { today: string }) {
  return (
    <EntriesSection<Licence>
      titleId="wallet-licences-title"
      title="Licences"
      noun="licence"
      query={useLicencesQuery()}
      card={(licence, edit) => <LicenceCard licence={licence} today={today} onEdit={edit} />}
      form={(licence, done) => <LicenceForm licence={licence} onDone={done} />}
    />
  );
}

/** Her certifications, with the standing of each as of `today`. */
export function CertificationsSection({ today }: { today: string }) {
  return (
    <EntriesSection<Certification>
      titleId="wallet-certifications-title"
      title="Certifications"
      noun="certification"
      query={useCertificationsQuery()}
      card={(certification, edit) => <CertificationCard certification={certification} today={today} onEdit={edit} />}
      form={(certification, done) => <CertificationForm certification={certification} onDone={done} />}
    />
  );
}
