import { useState } from 'react';
import { Alert, Button, useNotify } from '@nurse/ui-kit';
import { Form, Input, FormField as Field, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import { LOGIN_PAGE_TEXTS, validateEmail, validateLoginPassword } from '@nurse/domain';
import { readErrorMessage } from '@nurse/api-client';
import { AuthCard } from '../../layout/auth-card';
import { useDelayedNavigate } from '../../layout/use-delayed-navigate';
import { useLoginMutation } from '../api/auth-api';
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
  const navigateLater = useDelayedNavigate();
  const toast = useNotify();

  const edit = (field: keyof Errors, setter: (value: string) => void) => (value: string) => {
    setter(value);
    setServerError(null);
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const submit = async () => {
    const found: Errors = { email: validateEmail(email), password: validateLoginPassword(password) };
    setErrors(found);
    if (found.email || found.password) return;
    try {
      const user = await login({ email: email.trim(), password }).unwrap();
      setSignedIn(true);
      navigateLater(options.signedIn.to(user), options.signedIn.afterMs);
    } catch (failure) {
      const { failure: shown } = options;
      if (shown.kind === 'notify') toast.error(shown.title, readErrorMessage(failure, shown.fallback));
      else setServerError(readErrorMessage(failure, LOGIN_PAGE_TEXTS.failed));
    }
  };

  if (signedIn && options.signedIn.notice) {
    return <RedirectNotice title={title} notice={options.signedIn.notice} footer={footer} />;
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
      <div className="nk-auth-links">{links}</div>
    </AuthCard>
  );
}
