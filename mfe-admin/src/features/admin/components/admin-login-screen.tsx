import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink, Input, type InputRef } from '@nurse/ui-kit';
import { FormField, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import { httpStatusOf, readErrorMessage } from '@nurse/api-client';
import { ERRORS, ROUTES, STAFF_ERRORS } from '@nurse/domain';
import { useAdminLoginMutation } from '../api/admin-api';
import { setAdminFlag } from '../utils/admin-flag';
import { ADMIN_TEXT } from '../texts';
import { CenteredCard } from './centered-card';
import { ErrorNotice } from './error-notice';

/**
 * /admin-login: a staff person's email, password and (once it is on) her authenticator code, checked
 * by the server, which opens her session. Without a second factor yet, the dashboard asks her to set one up.
 */
export function AdminLoginScreen() {
  const navigate = useNavigate();
  const emailId = useId();
  const passwordId = useId();
  const codeId = useId();
  const errorId = `${passwordId}-error`;
  const emailRef = useRef<InputRef>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useAdminLoginMutation();

  useEffect(() => emailRef.current?.focus(), []);

  const refuse = (message: string) => {
    setError(message);
    setPassword('');
    setCode('');
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!email.trim() || !password) {
      refuse(STAFF_ERRORS.invalidSignIn);
      return;
    }
    setError(null);
    try {
      await login({ email: email.trim(), password, ...(code.trim() ? { code: code.trim() } : {}) }).unwrap();
      setAdminFlag();
      await navigate(ROUTES.admin);
    } catch (failure) {
      const status = httpStatusOf(failure);
      if (status === 401 || status === 400) refuse(readErrorMessage(failure, STAFF_ERRORS.invalidSignIn));
      else if (status === 429) setError(readErrorMessage(failure, ERRORS.tooManyRequests));
      else setError(readErrorMessage(failure, ERRORS.internal));
    }
  };

  return (
    <CenteredCard>
      <h1 style={{ fontSize: 24, marginTop: 0, textAlign: 'center' }}>{ADMIN_TEXT.loginTitle}</h1>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField id={emailId} label={ADMIN_TEXT.emailLabel}>
          <Input
            id={emailId}
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <label htmlFor={passwordId} style={{ display: 'block', marginBottom: 8, fontWeight: 500 }}>
          {ADMIN_TEXT.passwordLabel}
        </label>
        <PasswordInput
          id={passwordId}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={error}
        />
        <div style={{ marginTop: 16 }}>
          <FormField id={codeId} label={ADMIN_TEXT.codeLabel} hint={ADMIN_TEXT.codeHint}>
            <Input
              id={codeId}
              name="code"
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              {...describedBy(codeId, { hint: true })}
            />
          </FormField>
        </div>
        {error && (
          <div style={{ marginTop: 12 }}>
            <ErrorNotice id={errorId} message={error} />
          </div>
        )}
        <Button type="primary" htmlType="submit" block loading={isLoading} style={{ marginTop: 16 }}>
          {ADMIN_TEXT.accessButton}
        </Button>
      </form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <ButtonLink to={ROUTES.landing}>{ADMIN_TEXT.backToMainSite}</ButtonLink>
      </div>
    </CenteredCard>
  );
}
