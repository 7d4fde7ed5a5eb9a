import { Radio, Select } from '@nurse/ui-kit/choice';
import { Input, FormField as Field } from '@nurse/ui-kit/forms';
import { LIMITS, SIGNUP_LICENSE_TYPES, type SignupLicenseType, US_STATE_NAMES, ncsbnDigits, type VerificationType } from '@nurse/domain';

const METHODS: { value: VerificationType; label: string }[] = [
  { value: 'name', label: 'Name and license' },
  { value: 'license', label: 'License number' },
  { value: 'ncsbn', label: 'NCSBN ID' },
];

const LICENSE_OPTIONS = SIGNUP_LICENSE_TYPES.map((type) => ({ value: type, label: type }));
const STATE_OPTIONS = US_STATE_NAMES.map((name) => ({ value: name, label: name }));

export interface Verification {
  firstName: string;
  lastName: string;
  licenseNumber: string;
  licenseType: SignupLicenseType | '';
  state: string;
  ncsbnId: string;
}

export const emptyVerification: Verification = { firstName: '', lastName: '', licenseNumber: '', licenseType: '', state: '', ncsbnId: '' };

interface VerificationFieldsProps {
  method: VerificationType | null;
  onMethod: (method: VerificationType) => void;
  verification: Verification;
  onField: <K extends keyof Verification>(field: K, value: Verification[K]) => void;
  error?: string | null;
}

/** 'Verify your license by': the waitlist's choice of method and the fields of the chosen one. */
export function VerificationFields({ method, onMethod, verification, onField, error }: VerificationFieldsProps) {
  const licenseTypeField = (
    <Field id="signup-license-type" label="License type" required>
      <Select
        id="signup-license-type"
        value={verification.licenseType || undefined}
        onChange={(value: SignupLicenseType) => onField('licenseType', value)}
        options={LICENSE_OPTIONS}
        placeholder="Select your license type"
      />
    </Field>
  );
  const stateField = (
    <Field id="signup-state" label="State" required>
      <Select
        id="signup-state"
        showSearch
        value={verification.state || undefined}
        onChange={(value: string) => onField('state', value)}
        options={STATE_OPTIONS}
        placeholder="Select the state of your license"
      />
    </Field>
  );

  return (
    <fieldset className="nk-signup__fieldset" aria-describedby={error ? 'signup-verification-error' : undefined}>
      <legend className="nk-signup__legend">Verify your license by</legend>
      <Radio.Group
        name="verificationType"
        value={method}
        onChange={(event) => onMethod(event.target.value as VerificationType)}
        options={METHODS}
        optionType="button"
        buttonStyle="solid"
        className="nk-signup__methods"
      />
      {method === 'name' ? (
        <div className="nk-signup__grid">
          <Field id="signup-first-name" label="First name" required>
            <Input
              id="signup-first-name"
              autoComplete="given-name"
              value={verification.firstName}
              onChange={(e) => onField('firstName', e.target.value)}
            />
          </Field>
          <Field id="signup-last-name" label="Last name" required>
            <Input
              id="signup-last-name"
              autoComplete="family-name"
              value={verification.lastName}
              onChange={(e) => onField('lastName', e.target.value)}
            />
          </Field>
          {licenseTypeField}
          {stateField}
        </div>
      ) : null}
      {method === 'license' ? (
        <div className="nk-signup__grid">
          <Field id="signup-license-number" label="License number" required>
            <Input
              id="signup-license-number"
              autoComplete="off"
              value={verification.licenseNumber}
              onChange={(e) => onField('licenseNumber', e.target.value)}
            />
          </Field>
          {licenseTypeField}
          {stateField}
        </div>
      ) : null}
      {method === 'ncsbn' ? (
        <Field id="signup-ncsbn" label="NCSBN ID" extra={`${LIMITS.ncsbnIdDigits} digits.`} required>
          <Input
            id="signup-ncsbn"
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.ncsbnIdDigits}
            value={verification.ncsbnId}
            onChange={(e) => onField('ncsbnId', ncsbnDigits(e.target.value))}
            aria-describedby="signup-ncsbn-extra"
          />
        </Field>
      ) : null}
      {error ? (
        <div id="signup-verification-error" className="nk-signup__error" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
