import { useState } from 'react';
import { Alert, Button, useNotify } from '@nurse/ui-kit';
import { Form, Input, FormField as Field, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import { useNavigate } from 'react-router-dom';
import {
  AUTH_SCREEN_TEXTS,
  LIMITS,
  ROUTES,
  SIGNUP_PAGE_TEXTS,
  deriveAccountName,
  formatPhone,
  validateEmail,
  validateName,
  validatePassword,
  validateVerification,
  type VerificationType,
} from '@nurse/domain';
import { httpStatusOf, isNetworkError, readErrorMessage, type RegisterRequest } from '@nurse/api-client';
import { AuthCard } from '../../layout/auth-card';
import { useDelayedNavigate } from '../../layout/use-delayed-navigate';
import { InviteForm } from '../../invites/components/invite-form';
import { useRegisterMutation } from '../api/auth-api';
import type { AuthFormFrame } from './auth-form-frame';
import type { SignUpOptions } from './account-form-options';
import { RedirectNotice } from './redirect-notice';
import { VerificationFields, emptyVerification, type Verification } from './verification-fields';
import './sign-up-form.css';

type Errors = Partial<Record<'name' | 'email' | 'password' | 'phone' | 'verification', string | null>>;

/** The body of POST /api/auth/register for the waitlist: only the fields of the chosen method are sent. */
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

interface SignUpFormProps extends AuthFormFrame {
  options: SignUpOptions;
}

/**
 * Her account (email, password, phone) and who she is, as the page asks it: the waitlist's licence
 * verification or her name. What a success and a refusal show, and where they lead, is the page's choice.
 */
export function SignUpForm({ links, title = SIGNUP_PAGE_TEXTS.title, after, footer, options }: SignUpFormProps) {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const toast = useNotify();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<VerificationType | null>(null);
  const [verification, setVerification] = useState<Verification>(emptyVerification);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [done, setDone] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();
  const asksVerification = options.identity === 'verification';

  const clear = (field: keyof Errors) => {
    setServerError(null);
    setErrors((current) => ({ ...current, [field]: null }));
  };
  const setVerificationField = <K extends keyof Verification>(field: K, value: Verification[K]) => {
    setVerification((current) => ({ ...current, [field]: value }));
    clear('verification');
  };

  const validate = (): Errors => ({
    ...(asksVerification
      ? { verification: validateVerification({ verificationType: method ?? undefined, ...verification }) }
      : { name: validateName(name) }),
    email: validateEmail(email),
    phone: options.validatePhone(phone),
    password: validatePassword(password),
  });

  const payload = (): RegisterRequest | null => {
    if (!asksVerification) return { name: name.trim(), email: email.trim(), phone, password };
    return method ? buildSignupPayload({ email, password, phone, method }, verification) : null;
  };

  const refused = (failure: unknown) => {
    if (options.failure === 'inline') {
      // A 409 (email already registered) and other refusals show the server's message.
      setServerError(isNetworkError(failure) ? SIGNUP_PAGE_TEXTS.network : readErrorMessage(failure, SIGNUP_PAGE_TEXTS.failed));
    } else if (httpStatusOf(failure) === 409) {
      setAlreadyRegistered(true);
    } else {
      toast.error(AUTH_SCREEN_TEXTS.registrationFailed, readErrorMessage(failure, AUTH_SCREEN_TEXTS.tryAgain));
    }
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    setAlreadyRegistered(false);
    const body = payload();
    if (Object.values(found).some(Boolean) || !body) return;
    try {
      await register(body).unwrap();
      setDone(true);
      if (options.registered.kind === 'redirect') navigateLater(options.registered.to(), options.registered.afterMs);
    } catch (failure) {
      refused(failure);
    }
  };

  if (done && options.registered.kind === 'redirect') {
    return <RedirectNotice title={title} notice={options.registered.notice ?? title} footer={footer} />;
  }
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

  return (
    <AuthCard
      title={title}
      after={after}
      footer={footer}
      subtitle={options.intro}
      before={
        options.backToLanding ? (
          <div>
            <Button onClick={() => navigate(ROUTES.landing)}>Back</Button>
          </div>
        ) : undefined
      }
    >
      {alreadyRegistered ? (
        <Alert
          className="nk-form-error"
          type="info"
          showIcon
          title={AUTH_SCREEN_TEXTS.duplicateTitle}
          description={AUTH_SCREEN_TEXTS.duplicateHint}
        />
      ) : null}
      <Form onFinish={() => void submit()} aria-label={options.formLabel}>
        {asksVerification ? null : (
          <Field id="signup-name" label="Name" error={errors.name} required>
            <Input
              id="signup-name"
              autoComplete="name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                clear('name');
              }}
              {...describedBy('signup-name', errors.name)}
            />
          </Field>
        )}
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

        {asksVerification ? (
          <VerificationFields
            method={method}
            onMethod={(chosen) => {
              setMethod(chosen);
              clear('verification');
            }}
            verification={verification}
            onField={setVerificationField}
            error={errors.verification}
          />
        ) : null}

        {serverError ? <Alert className="nk-form-error" type="error" title={serverError} showIcon /> : null}
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {isLoading ? options.submit.busy : options.submit.idle}
        </Button>
      </Form>
      <div className="nk-auth-links">{links}</div>
    </AuthCard>
  );
}
