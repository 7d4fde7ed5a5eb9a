import { Button, TextInput } from '../../shared/ui/controls';
import { formatPhone, LIMITS } from '@nurse/domain';
import { Field, describedBy } from '../../shared/components/Field';
import { LocationInput } from '../../shared/components/LocationInput';
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
    <section id="profile-edit-panel" className="pf-card pf-edit-panel" aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title" className="pf-section-title">
        Edit your details
      </h2>
      <div className="pf-grid-2">
        <Field id="profile-name" label="Full Name" error={errors.name} required>
          <TextInput
            id="profile-name"
            value={form.name}
            autoComplete="name"
            maxLength={LIMITS.nameMax}
            invalid={Boolean(errors.name)}
            aria-describedby={describedBy('profile-name', { error: errors.name })}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </Field>
        <Field id="profile-phone" label="Phone Number" error={errors.phone} required>
          <TextInput
            id="profile-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={form.phone}
            maxLength={LIMITS.phoneInputMaxLength}
            placeholder="(123) 456-7890"
            invalid={Boolean(errors.phone)}
            aria-describedby={describedBy('profile-phone', { error: errors.phone })}
            onChange={(event) => onChange({ phone: formatPhone(event.target.value) })}
          />
        </Field>
        <Field id="profile-email" label="Email Address" error={errors.email} required>
          <TextInput
            id="profile-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.email}
            maxLength={LIMITS.emailMax}
            invalid={Boolean(errors.email)}
            aria-describedby={describedBy('profile-email', { error: errors.email })}
            onChange={(event) => onChange({ email: event.target.value })}
          />
        </Field>
        <div className="pf-field">
          <label htmlFor="profile-location" className="pf-field__label">
            Location
          </label>
          <LocationInput id="profile-location" value={form.location} onChange={(location) => onChange({ location })} />
        </div>
        <Field id="profile-linkedin" label="LinkedIn URL" error={errors.linkedinUrl}>
          <TextInput
            id="profile-linkedin"
            type="url"
            inputMode="url"
            value={form.linkedinUrl}
            maxLength={LIMITS.urlMax}
            placeholder="https://www.linkedin.com/in/your-name"
            invalid={Boolean(errors.linkedinUrl)}
            aria-describedby={describedBy('profile-linkedin', { error: errors.linkedinUrl })}
            onChange={(event) => onChange({ linkedinUrl: event.target.value })}
          />
        </Field>
      </div>
      <div className="pf-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
