import { useState } from 'react';
import { Alert, Button, useNotify } from '@nurse/ui-kit';
import { Result } from '@nurse/ui-kit/result';
import { Form, Input, FormField as Field, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import {
  AUTH_SCREEN_TEXTS,
  NOTICES,
  ROUTES,
  TIMINGS_MS,
  formatPhone,
  LIMITS,
  validateAuthPhone,
  validateEmail,
  validateLoginPassword,
  validateName,
  validatePassword,
} from '@nurse/domain';
import { httpStatusOf, readErrorMessage } from '@nurse/api-client';
import { AuthCard } from '../../layout/auth-card';
import { useDelayedNavigate } from '../../layout/use-delayed-navigate';
import { AssistantCallNote, Testimonials } from './auth-screen-extras';
import { useForgotPasswordMutation, useLoginMutation, useRegisterMutation } from '../api/auth-api';

export type AuthMode = 'register' | 'login' | 'forgot-password';
type Status = 'idle' | 'success' | 'duplicate' | 'error';
type FieldName = 'name' | 'email' | 'phone' | 'password';
type Errors = Partial<Record<FieldName, string | null>>;

const TITLES: Record<AuthMode, string> = {
  register: 'Join the Network',
  login: 'Welcome Back',
  'forgot-password': 'Reset Your Password',
};

function validate(mode: AuthMode, values: Record<FieldName, string>): Errors {
  switch (mode) {
    case 'register':
      return {
        name: validateName(values.name),
        email: validateEmail(values.email),
        phone: validateAuthPhone(values.phone),
        password: validatePassword(values.password),
      };
    case 'login':
      return { email: validateEmail(values.email), password: validateLoginPassword(values.password) };
    case 'forgot-password':
      return { email: validateEmail(values.email) };
  }
}

/** The combined auth screen: register, login and forgot-password switched by links, then testimonials and a footer note. */
export default function AuthScreen({ initialMode = 'register' }: { initialMode?: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [status, setStatus] = useState<Status>('idle');
  const [values, setValues] = useState<Record<FieldName, string>>({ name: '', email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [register, registerState] = useRegisterMutation();
  const [login, loginState] = useLoginMutation();
  const [forgot, forgotState] = useForgotPasswordMutation();
  const navigateLater = useDelayedNavigate();
  const toast = useNotify();
  const busy = registerState.isLoading || loginState.isLoading || forgotState.isLoading;

  const switchTo = (next: AuthMode) => {
    setMode(next);
    setStatus('idle');
    setErrors({});
  };
  const set = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: field === 'phone' ? formatPhone(value) : value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const submit = async () => {
    const found = validate(mode, values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const email = values.email.trim();
    switch (mode) {
      case 'register':
        try {
          await register({ name: values.name.trim(), email, phone: values.phone, password: values.password }).unwrap();
          setStatus('success');
          navigateLater(ROUTES.dashboard, TIMINGS_MS.redirectAfterRegister);
        } catch (failure) {
          if (httpStatusOf(failure) === 409) {
            setStatus('duplicate');
          } else {
            setStatus('error');
            toast.error(AUTH_SCREEN_TEXTS.registrationFailed, readErrorMessage(failure, AUTH_SCREEN_TEXTS.tryAgain));
          }
        }
        return;
      case 'login':
        try {
          await login({ email, password: values.password }).unwrap();
          setStatus('success');
          navigateLater(ROUTES.dashboard, TIMINGS_MS.redirectAfterAuthScreenLogin);
        } catch (failure) {
          setStatus('error');
          toast.error(AUTH_SCREEN_TEXTS.loginFailed, readErrorMessage(failure, AUTH_SCREEN_TEXTS.invalidCredentials));
        }
        return;
      case 'forgot-password':
        try {
          await forgot({ email }).unwrap();
          setStatus('success');
          toast.success(AUTH_SCREEN_TEXTS.resetLinkSent, NOTICES.forgotPasswordSent);
        } catch (failure) {
          setStatus('error');
          toast.error(AUTH_SCREEN_TEXTS.error, readErrorMessage(failure, AUTH_SCREEN_TEXTS.tryAgain));
        }
        return;
    }
  };

  if (status === 'success' && mode !== 'forgot-password') {
    return (
      <AuthCard title={TITLES[mode]} footer={<AssistantCallNote />}>
        <Result status="success" title={mode === 'register' ? AUTH_SCREEN_TEXTS.registered : AUTH_SCREEN_TEXTS.loggedIn} />
      </AuthCard>
    );
  }

  const input = (field: 'name' | 'email' | 'phone', label: string, props: React.ComponentProps<typeof Input>) => (
    <Field id={`auth-${field}`} label={label} error={errors[field]} required>
      <Input
        id={`auth-${field}`}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        {...describedBy(`auth-${field}`, errors[field])}
        {...props}
      />
    </Field>
  );

  return (
    <AuthCard title={TITLES[mode]} after={<Testimonials />} footer={<AssistantCallNote />}>
      {status === 'duplicate' ? (
        <Alert
          className="nk-form-error"
          type="info"
          showIcon
          title={AUTH_SCREEN_TEXTS.duplicateTitle}
          description={AUTH_SCREEN_TEXTS.duplicateHint}
        />
      ) : null}
      <Form onFinish={() => void submit()} aria-label={TITLES[mode]}>
        {mode === 'register' ? input('name', 'Name', { autoComplete: 'name' }) : null}
        {input('email', 'Email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {mode === 'register'
          ? input('phone', 'Phone', {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel-national',
              placeholder: '(123) 456-7890',
              maxLength: LIMITS.phoneInputMaxLength,
            })
          : null}
        {mode !== 'forgot-password' ? (
          <Field id="auth-password" label="Password" error={errors.password} required>
            <PasswordInput
              id="auth-password"
              value={values.password}
              onChange={set('password')}
              autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              error={errors.password}
            />
          </Field>
        ) : null}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {mode === 'register'
            ? busy
              ? 'Joining...'
              : 'Join'
            : mode === 'login'
              ? busy
                ? 'Signing in...'
                : 'Login'
              : busy
                ? 'Sending...'
                : 'Send Reset Link'}
        </Button>
      </Form>
      <div className="nk-auth-links">
        {mode === 'register' ? (
          <Button type="link" onClick={() => switchTo('login')}>
            Already have an account? Log in
          </Button>
        ) : null}
        {mode === 'login' ? (
          <>
            <Button type="link" onClick={() => switchTo('forgot-password')}>
              Forgot password?
            </Button>
            <Button type="link" onClick={() => switchTo('register')}>
              New here? Register
            </Button>
          </>
        ) : null}
        {mode === 'forgot-password' ? (
          <Button type="link" onClick={() => switchTo('login')}>
            Back to login
          </Button>
        ) : null}
      </div>
    </AuthCard>
  );
}
