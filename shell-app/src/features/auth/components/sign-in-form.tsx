import { useState } from 'react';
import { Alert, Button, useNotify } from '@nurse/ui-kit';
import { Form, Input, FormField as Field, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import { LOGIN_PAGE_TEXTS, TIMINGS_MS, landingRouteAfterLogin, validateEmail, validateLoginPassword } from '@nurse/domain';
import { readErrorMessage } from '@nurse/api-client';
import { AuthCard } from '../../layout/auth-card';
import { useDelayedNavigate } from '../../layout/use-delayed-navigate';
import { useLoginMutation } from '../api/auth-api';
import type { AuthFormFrame } from './auth-form-frame';

type Errors = { email?: string | null; password?: string | null };

interface SignInFormProps extends AuthFormFrame {
  /** Also announce a refused sign-in in the notifications (F8), titled 'Login failed'. */
  toastFailure?: boolean;
}

/** 'Welcome Back': email and password; a refusal shows the server's message until a field is edited. */
export function SignInForm({ links, title = LOGIN_PAGE_TEXTS.title, after, footer, toastFailure = false }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
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
      navigateLater(landingRouteAfterLogin(user), TIMINGS_MS.redirectAfterLoginPage);
    } catch (failure) {
      const message = readErrorMessage(failure, LOGIN_PAGE_TEXTS.failed);
      setServerError(message);
      if (toastFailure) toast.error(LOGIN_PAGE_TEXTS.failed, message);
    }
  };

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
