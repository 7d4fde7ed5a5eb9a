import { useState } from 'react';
import { Alert, Button, useNotify } from '@nurse/ui-kit';
import { Form, Input, FormField as Field, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import {
  ACCOUNT_DELETION_TEXTS,
  LOGIN_PAGE_TEXTS,
  SECURITY_TEXTS,
  TWO_FACTOR_ERRORS,
  TWO_FACTOR_NOTICES,
  validateEmail,
  validateLoginPassword,
} from '@nurse/domain';
import { readErrorMessage, type LoginAnswer, type User } from '@nurse/api-client';
import { AuthCard } from '../../layout/auth-card';
import { useDelayedNavigate } from '../../layout/use-delayed-navigate';
import { useLoginMutation, usePasskeySignInMutation, usePasskeySignInOptionsMutation, useSecondStepMutation } from '../api/auth-api';
import { passkeysSupported, signInWithPasskey } from './passkey-sign-in';
import type { AuthFormFrame } from './auth-form-frame';
import type { SignInOptions } from './account-form-options';
import { RedirectNotice } from './redirect-notice';

type Errors = { email?: string | null; password?: string | null };

interface SignInFormProps extends AuthFormFrame {
  options: SignInOptions;
}

/**
 * 'Welcome Back': email and password. A refusal shows the server's message in the form until a field is
 * edited, or in a notification; once signed in she is sent on, after a notice where the page has one.
 */
export function SignInForm({ links, title = LOGIN_PAGE_TEXTS.title, after, footer, options }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const [sendCode, codeState] = useSecondStepMutation();
  const [passkeyOptions] = usePasskeySignInOptionsMutation();
  const [passkeySignIn] = usePasskeySignInMutation();
  const [withPasskey, setWithPasskey] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  /** Her account is scheduled for deletion: what the server said, and the "Keep my account" action. */
  const [scheduled, setScheduled] = useState<string | null>(null);
  const navigateLater = useDelayedNavigate();
  const toast = useNotify();

  const finish = (user: User) => {
    setSignedIn(true);
    navigateLater(options.signedIn.to(user), options.signedIn.afterMs);
  };

  const refused = (failure: unknown, fallback: string) => {
    const { failure: shown } = options;
    if (shown.kind === 'notify') toast.error(shown.title, readErrorMessage(failure, shown.fallback));
    else setServerError(readErrorMessage(failure, fallback));
  };

  const submitCode = async () => {
    if (!code.trim()) {
      setCodeError(TWO_FACTOR_ERRORS.codeRequired);
      return;
    }
    try {
      finish(await sendCode({ code: code.trim() }).unwrap());
    } catch (failure) {
      setCodeError(readErrorMessage(failure, TWO_FACTOR_ERRORS.codeInvalid));
    }
  };

  const passkey = async () => {
    setServerError(null);
    setWithPasskey(true);
    try {
      finish(
        await signInWithPasskey(
          () => passkeyOptions().unwrap(),
          (response) => passkeySignIn({ response }).unwrap(),
        ),
      );
    } catch (failure) {
      // The browser's own refusals (she cancelled, no passkey) carry no server message.
      refused(failure, SECURITY_TEXTS.passkeySignInFailed);
    } finally {
      setWithPasskey(false);
    }
  };

  const edit = (field: keyof Errors, setter: (value: string) => void) => (value: string) => {
    setter(value);
    setServerError(null);
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const answered = (answer: LoginAnswer) => {
    if ('secondStep' in answer) {
      setScheduled(null);
      setSecondStep(true);
      setCode('');
      setCodeError(null);
    } else if ('id' in answer) finish(answer);
    else setScheduled(answer.message);
  };

  const submit = async (keepAccount = false) => {
    const found: Errors = { email: validateEmail(email), password: validateLoginPassword(password) };
    setErrors(found);
    if (found.email || found.password) return;
    try {
      answered(await login({ email: email.trim(), password, ...(keepAccount ? { keepAccount } : {}) }).unwrap());
    } catch (failure) {
      setScheduled(null);
      refused(failure, LOGIN_PAGE_TEXTS.failed);
    }
  };

  if (signedIn && options.signedIn.notice) {
    return <RedirectNotice title={title} notice={options.signedIn.notice} footer={footer} />;
  }

  if (scheduled) {
    return (
      <AuthCard title={ACCOUNT_DELETION_TEXTS.keepButton} subtitle={scheduled} after={after} footer={footer}>
        <Button type="primary" block loading={isLoading} onClick={() => void submit(true)}>
          {ACCOUNT_DELETION_TEXTS.keepButton}
        </Button>
        <div className="nk-auth-links">
          <Button type="link" onClick={() => setScheduled(null)}>
            {SECURITY_TEXTS.secondStepBack}
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (secondStep) {
    return (
      <AuthCard title={SECURITY_TEXTS.secondStepTitle} subtitle={TWO_FACTOR_NOTICES.secondStepNeeded} after={after} footer={footer}>
        <Form onFinish={() => void submitCode()} aria-label={SECURITY_TEXTS.secondStepTitle}>
          <Field id="login-code" label={SECURITY_TEXTS.codeLabel} error={codeError} required>
            <Input
              id="login-code"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(null);
              }}
              {...describedBy('login-code', codeError)}
            />
          </Field>
          <Button type="primary" htmlType="submit" loading={codeState.isLoading} block>
            {SECURITY_TEXTS.secondStepSubmit}
          </Button>
        </Form>
        <div className="nk-auth-links">
          <Button type="link" onClick={() => setSecondStep(false)}>
            {SECURITY_TEXTS.secondStepBack}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle="Sign in to your nursing network." after={after} footer={footer}>
      <Form onFinish={() => void submit()} aria-label="Login">
        {serverError ? <Alert className="nk-form-error" type="error" title={serverError} showIcon /> : null}
        <Field id="login-email" label="Email" error={errors.email} required>
          <Input
            id="login-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => edit('email', setEmail)(event.target.value)}
            {...describedBy('login-email', errors.email)}
          />
        </Field>
        <Field id="login-password" label="Password" error={errors.password} required>
          <PasswordInput
            id="login-password"
            value={password}
            onChange={edit('password', setPassword)}
            autoComplete="current-password"
            error={errors.password}
          />
        </Field>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {isLoading ? 'Signing in...' : 'Login'}
        </Button>
      </Form>
      {passkeysSupported() && (
        <Button className="nk-auth-passkey" onClick={() => void passkey()} loading={withPasskey} block>
          {SECURITY_TEXTS.signInWithPasskey}
        </Button>
      )}
      <div className="nk-auth-links">{links}</div>
    </AuthCard>
  );
}
