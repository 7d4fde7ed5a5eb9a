import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink, theme, type InputRef } from '@nurse/ui-kit';
import { PasswordInput } from '@nurse/ui-kit/forms';
import { httpStatusOf, readErrorMessage } from '@nurse/api-client';
import { ERRORS, ROUTES } from '@nurse/domain';
import { useAdminLoginMutation } from '../api/admin-api';
import { setAdminFlag } from '../utils/admin-flag';
import { ADMIN_TEXT } from '../texts';
import { ErrorNotice } from './error-notice';

/** /admin-login: the admin password is checked by the server, which opens the admin session. */
export function AdminLoginScreen() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const passwordId = useId();
  // PasswordInput names its error by this id (see describedBy in the kit's form-field.tsx).
  const errorId = `${passwordId}-error`;
  const passwordRef = useRef<InputRef>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useAdminLoginMutation();

  // The page has one field: it is focused on arrival, as the screen asks for nothing else.
  useEffect(() => passwordRef.current?.focus(), []);

  const rejectPassword = (message: string) => {
    setError(message);
    setPassword('');
    passwordRef.current?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!password) {
      rejectPassword(ERRORS.invalidAdminPassword);
      return;
    }
    setError(null);
    try {
      await login({ password }).unwrap();
      setAdminFlag();
      await navigate(ROUTES.admin);
    } catch (failure) {
      const status = httpStatusOf(failure);
      if (status === 401) rejectPassword(ERRORS.invalidAdminPassword);
      else if (status === 429) setError(readErrorMessage(failure, ERRORS.tooManyRequests));
      else setError(readErrorMessage(failure, ERRORS.internal));
    }
  };

  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <div
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 24,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <h1 style={{ fontSize: 24, marginTop: 0, textAlign: 'center' }}>{ADMIN_TEXT.loginTitle}</h1>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <label htmlFor={passwordId} style={{ display: 'block', marginBottom: 8, fontWeight: 500 }}>
            {ADMIN_TEXT.passwordLabel}
          </label>
          <PasswordInput
            id={passwordId}
            ref={passwordRef}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={error}
          />
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
      </div>
    </main>
  );
}
