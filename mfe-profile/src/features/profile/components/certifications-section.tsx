import { Link } from 'react-router-dom';
import { ADVANCED_CERTIFICATIONS, BASIC_CERTIFICATIONS } from '@nurse/catalogue';
import { ROUTES } from '@nurse/domain';
import { SecondaryText } from '@nurse/ui-kit';
import { Checkbox } from '@nurse/ui-kit/forms';
import { ChipList } from '@nurse/pickers';
import { SectionCard } from '../../shared/components/section-card';
import { useWalletCertificationsQuery } from '../api/profile-api';
import type { ProfileForm } from '../utils/profile-form';
import { declaredFromTicks, walletCertificationNames } from '../utils/wallet-certifications';

export const CERTIFICATION_TEXTS = {
  manage: 'Manage in your Wallet',
  fromWallet: 'Certifications in your Wallet are ticked here; add, renew or remove them in your Wallet.',
} as const;

type CertificationFields = Pick<ProfileForm, 'basicCertifications' | 'advancedCertifications' | 'otherCertifications'>;

interface CertificationsSectionProps {
  form: CertificationFields;
  onChange: (patch: Partial<CertificationFields>) => void;
}

/**
 * Her certifications: those in her wallet ticked and changed only there (as licensure is), those she
 * declared on her profile ticked and changed here. The wallet is read on arrival, so a change made there
 * shows at once.
 */
export function CertificationsSection({ form, onChange }: CertificationsSectionProps) {
  const { data: walletEntries = [] } = useWalletCertificationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const held = walletCertificationNames(walletEntries);
  const options = (names: readonly string[]) => names.map((name) => ({ label: name, value: name, disabled: held.has(name) }));
  const ticked = (declared: readonly string[], names: readonly string[]) => [
    ...new Set([...declared, ...names.filter((name) => held.has(name))]),
  ];

  return (
    <SectionCard
      titleId="profile-certifications-title"
      title="Certifications"
      extra={<Link to={ROUTES.wallet}>{CERTIFICATION_TEXTS.manage}</Link>}
    >
      <SecondaryText className="pf-muted">{CERTIFICATION_TEXTS.fromWallet}</SecondaryText>
      <h3 id="profile-basic-title" className="pf-subtitle">
        Basic Certifications
      </h3>
      <Checkbox.Group
        aria-labelledby="profile-basic-title"
        options={options(BASIC_CERTIFICATIONS)}
        value={ticked(form.basicCertifications, BASIC_CERTIFICATIONS)}
        onChange={(values) => onChange({ basicCertifications: declaredFromTicks(values, form.basicCertifications, held) })}
      />
      <h3 id="profile-advanced-title" className="pf-subtitle">
        Advanced Certifications
      </h3>
      <Checkbox.Group
        aria-labelledby="profile-advanced-title"
        options={options(ADVANCED_CERTIFICATIONS)}
        value={ticked(form.advancedCertifications, ADVANCED_CERTIFICATIONS)}
        onChange={(values) => onChange({ advancedCertifications: declaredFromTicks(values, form.advancedCertifications, held) })}
      />
      {form.otherCertifications.length > 0 ? (
        <>
          <h3 className="pf-subtitle">Other Certifications</h3>
          <ChipList
            items={form.otherCertifications}
            label="Other certifications"
            onRemove={(item) => onChange({ otherCertifications: form.otherCertifications.filter((c) => c !== item) })}
          />
        </>
      ) : null}
    </SectionCard>
  );
}
