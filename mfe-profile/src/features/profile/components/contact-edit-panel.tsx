import { Button } from '@nurse/ui-kit';
import { FormField, Input, describedBy } from '@nurse/ui-kit/forms';
import { formatPhone, LIMITS } from '@nurse/domain';
import { LocationInput } from '../../shared/components/location-input';
import { SectionCard } from '../../shared/components/section-card';
import type { ContactField, ProfileErrors, ProfileForm } from '../utils/profile-form';

interface ContactEditPanelProps {
  form: ProfileForm;
  errors: ProfileErrors;
  onChange: (patch: Partial<Pick<ProfileForm, ContactField>>) => void;
  onCancel: () => void;
  onDone: () => void;
}

/** The pencil's panel: Full Name, Phone Number, Email Address, Location and LinkedIn URL, Cancel and Done. */
export function ContactEditPanel({ form, errors, onChange, onCancel, onDone }: ContactEditPanelProps) {
  return (
    <SectionCard id="profile-edit-panel" titleId="profile-edit-title" title="Edit your details">
      <div className="pf-grid-2">
        <FormField id="profile-name" label="Full Name" error={errors.name} required>
          <Input
            id="profile-name"
            value={form.name}
            autoComplete="name"
            maxLength={LIMITS.nameMax}
            status={errors.name ? 'error' : undefined}
            {...describedBy('profile-name', { error: errors.name })}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </FormField>
        <FormField id="profile-phone" label="Phone Number" error={errors.phone} required>
          <Input
            id="profile-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={form.phone}
            maxLength={LIMITS.phoneInputMaxLength}
            placeholder="(123) 456-7890"
            status={errors.phone ? 'error' : undefined}
            {...describedBy('profile-phone', { error: errors.phone })}
            onChange={(event) => onChange({ phone: formatPhone(event.target.value) })}
          />
        </FormField>
        <FormField id="profile-email" label="Email Address" error={errors.email} required>
          <Input
            id="profile-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.email}
            maxLength={LIMITS.emailMax}
            status={errors.email ? 'error' : undefined}
            {...describedBy('profile-email', { error: errors.email })}
            onChange={(event) => onChange({ email: event.target.value })}
          />
        </FormField>
        <FormField id="profile-location" label="Location">
          <LocationInput id="profile-location" value={form.location} onChange={(location) => onChange({ location })} />
        </FormField>
        <FormField id="profile-linkedin" label="LinkedIn URL" error={errors.linkedinUrl}>
          <Input
            id="profile-linkedin"
            type="url"
            inputMode="url"
            value={form.linkedinUrl}
            maxLength={LIMITS.urlMax}
            placeholder="https://www.linkedin.com/in/your-name"
            status={errors.linkedinUrl ? 'error' : undefined}
            {...describedBy('profile-linkedin', { error: errors.linkedinUrl })}
            onChange={(event) => onChange({ linkedinUrl: event.target.value })}
          />
        </FormField>
      </div>
      <div className="pf-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      </div>
    </SectionCard>
  );
}
