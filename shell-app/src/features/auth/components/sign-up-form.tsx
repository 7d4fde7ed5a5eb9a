import { useState } from 'react';
import { Alert, Button } from '@nurse/ui-kit';
import { Radio, Select } from '@nurse/ui-kit/choice';
import { Form, Input, FormField as Field, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import { useNavigate } from 'react-router-dom';
import {
  LIMITS,
  ROUTES,
  SIGNUP_LICENSE_TYPES,
  type SignupLicenseType,
  SIGNUP_PAGE_TEXTS,
  US_STATE_NAMES,
  deriveAccountName,
  formatPhone,
  ncsbnDigits,
  validateEmail,
  validatePassword,
  validateSignupPhone,
  validateVerification,
  type VerificationType,
} from '@nurse/domain';
import { isNetworkError, readErrorMessage, type RegisterRequest } from '@nurse/api-client';
import { AuthCard } from '../../layout/auth-card';
import { InviteForm } from '../../invites/components/invite-form';
import { useRegisterMutation } from '../api/auth-api';
import type { AuthFormFrame } from './auth-form-frame';
import './sign-up-form.css';

const METHODS: { value: VerificationType; label: string }[] = [
  { value: 'name', label: 'Name and license' },
  { value: 'license', label: 'License number' },
  { value: 'ncsbn', label: 'NCSBN ID' },
];

const LICENSE_OPTIONS = SIGNUP_LICENSE_TYPES.map((type) => ({ value: type, label: type }));
const STATE_OPTIONS = US_STATE_NAMES.map((name) => ({ value: name, label: name }));

interface Verification {
  firstName: string;
  lastName: string;
  licenseNumber: string;
  licenseType: SignupLicenseType | '';
  state: string;
  ncsbnId: string;
}

const emptyVerification: Verification = { firstName: '', lastName: '', licenseNumber: '', licenseType: '', state: '', ncsbnId: '' };

type Errors = Partial<Record<'email' | 'password' | 'phone' | 'verification', string | null>>;

/** The body of POST /api/auth/register: only the fields of the chosen method are sent. */
export function buildSignupPayload(
  fields: { email: string; password: string; phone: string; method: VerificationType },
  verification: Verification,
): RegisterRequest {
  const email = fields.email.trim();
  const base = { email, password: fields.password, phone: fields.phone, verificationType: fields.method };
  const name = deriveAccountName({
    email,
    verificationType: fields.method,
    firstName: verification.firstName,
    lastName: verification.lastName,
  });
  switch (fields.method) {
    case 'name':
      return {
        ...base,
        name,
        firstName: verification.firstName.trim(),
        lastName: verification.lastName.trim(),
        licenseType: verification.licenseType || undefined,
        state: verification.state,
      };
    case 'license':
      return {
        ...base,
        name,
        licenseNumber: verification.licenseNumber.trim(),
        licenseType: verification.licenseType || undefined,
        state: verification.state,
      };
    case 'ncsbn':
      return { ...base, name, ncsbnId: verification.ncsbnId };
  }
}

/**
 * 'Reserve Your Early Access': her account and how to verify her licence; once she is on the waitlist,
 * invitations for colleagues and a way home.
 */
export function SignUpForm({ links, title = SIGNUP_PAGE_TEXTS.title, after, footer }: AuthFormFrame) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<VerificationType | null>(null);
  const [verification, setVerification] = useState<Verification>(emptyVerification);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();

  const clear = (field: keyof Errors) => {
    setServerError(null);
    setErrors((current) => ({ ...current, [field]: null }));
  };
  const setVerificationField = <K extends keyof Verification>(field: K, value: Verification[K]) => {
    setVerification((current) => ({ ...current, [field]: value }));
    clear('verification');
  };

  const submit = async () => {
    const found: Errors = {
      email: validateEmail(email),
      password: validatePassword(password),
      phone: validateSignupPhone(phone),
      verification: validateVerification({ verificationType: method ?? undefined, ...verification }),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !method) return;
    try {
      await register(buildSignupPayload({ email, password, phone, method }, verification)).unwrap();
      setDone(true);
    } catch (failure) {
      // A 409 (email already registered) and other refusals show the server's message.
      setServerError(isNetworkError(failure) ? SIGNUP_PAGE_TEXTS.network : readErrorMessage(failure, SIGNUP_PAGE_TEXTS.failed));
    }
  };

  if (done) {
    return (
      <AuthCard
        title="Thank you for joining the waitlist!"
        subtitle="We will let you know as soon as your account is verified. Know nurses who would love this? Invite up to three colleagues."
        after={after}
        footer={footer}
      >
        <InviteForm idPrefix="signup-invite" />
        <Button className="nk-signup__home" onClick={() => navigate(ROUTES.landing)} block>
          Return to Homepage
        </Button>
      </AuthCard>
    );
  }

  const licenseTypeField = (
    <Field id="signup-license-type" label="License type" required>
      <Select
        id="signup-license-type"
        value={verification.licenseType || undefined}
        onChange={(value: SignupLicenseType) => setVerificationField('licenseType', value)}
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
        onChange={(value: string) => setVerificationField('state', value)}
        options={STATE_OPTIONS}
        placeholder="Select the state of your license"
      />
    </Field>
  );

  return (
    <AuthCard
      title={title}
      after={after}
      footer={footer}
      subtitle="Verified nurses and healthcare professionals only. Tell us who you are and we will save your spot."
      before={
        <div>
          <Button onClick={() => navigate(ROUTES.landing)}>Back</Button>
        </div>
      }
    >
      <Form onFinish={() => void submit()} aria-label="Reserve your early access">
        <Field id="signup-email" label="Email" error={errors.email} extra="This will be your login." required>
          <Input
            id="signup-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              clear('email');
            }}
            {...describedBy('signup-email', errors.email, true)}
          />
        </Field>
        <Field id="signup-password" label="Password" error={errors.password} extra={`At least ${LIMITS.passwordMin} characters.`} required>
          <PasswordInput
            id="signup-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              clear('password');
            }}
            autoComplete="new-password"
            error={errors.password}
          />
        </Field>
        <Field id="signup-phone" label="Phone" error={errors.phone} required>
          <Input
            id="signup-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(123) 456-7890"
            maxLength={LIMITS.phoneInputMaxLength}
            value={phone}
            onChange={(event) => {
              setPhone(formatPhone(event.target.value));
              clear('phone');
            }}
            {...describedBy('signup-phone', errors.phone)}
          />
        </Field>

        <fieldset className="nk-signup__fieldset" aria-describedby={errors.verification ? 'signup-verification-error' : undefined}>
          <legend className="nk-signup__legend">Verify your license by</legend>
          <Radio.Group
            name="verificationType"
            value={method}
            onChange={(event) => {
              setMethod(event.target.value as VerificationType);
              clear('verification');
            }}
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
                  onChange={(e) => setVerificationField('firstName', e.target.value)}
                />
              </Field>
              <Field id="signup-last-name" label="Last name" required>
                <Input
                  id="signup-last-name"
                  autoComplete="family-name"
                  value={verification.lastName}
                  onChange={(e) => setVerificationField('lastName', e.target.value)}
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
                  onChange={(e) => setVerificationField('licenseNumber', e.target.value)}
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
                onChange={(e) => setVerificationField('ncsbnId', ncsbnDigits(e.target.value))}
                aria-describedby="signup-ncsbn-extra"
              />
            </Field>
          ) : null}
          {errors.verification ? (
            <div id="signup-verification-error" className="nk-signup__error" role="alert">
              {errors.verification}
            </div>
          ) : null}
        </fieldset>

        {serverError ? <Alert className="nk-form-error" type="error" title={serverError} showIcon /> : null}
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {isLoading ? 'Reserving...' : 'Reserve My Spot'}
        </Button>
      </Form>
      <div className="nk-auth-links">{links}</div>
    </AuthCard>
  );
}
