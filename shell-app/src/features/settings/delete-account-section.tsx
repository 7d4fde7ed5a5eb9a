import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readErrorMessage } from '@nurse/api-client';
import { ACCOUNT_DELETION_TEXTS as T, ROUTES } from '@nurse/domain';
import { Alert, Button } from '@nurse/ui-kit';
import { Form, FormField, Input, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import { shellApi } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { signedOut, signingOut } from '../session/session-slice';
import { useTwoFactorQuery } from './security-api';
import { useRequestAccountDeletionMutation } from './settings-api';

/**
 * "Delete my account": she confirms with her password (and her authenticator code when it is on); her
 * account is then hidden and signed out everywhere, this device too, and she lands on the sign-in page,
 * where signing in before the date offers to keep it.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const twoFactor = useTwoFactorQuery();
  const [requestDeletion, { isLoading }] = useRequestAccountDeletionMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const needsCode = twoFactor.data?.enabled === true;

  const submit = async () => {
    if (!password) {
      setError(T.wrongPassword);
      return;
    }
    try {
      await requestDeletion({ password, ...(needsCode ? { code: code.trim() } : {}) }).unwrap();
    } catch (failure) {
      setError(readErrorMessage(failure, T.wrongPassword));
      return;
    }
    dispatch(signingOut());
    dispatch(signedOut());
    dispatch(shellApi.util.resetApiState());
    void navigate(ROUTES.login, { replace: true });
  };

  return (
    <section className="nk-settings__section" aria-labelledby="settings-delete-account">
      <h2 id="settings-delete-account">{T.sectionTitle}</h2>
      <p>{T.explanation}</p>
      {open ? (
        <Form onFinish={() => void submit()} aria-label={T.sectionTitle}>
          {error ? <Alert className="nk-form-error" type="error" title={error} showIcon /> : null}
          <FormField id="delete-account-password" label={T.passwordLabel} required>
            <PasswordInput
              id="delete-account-password"
              value={password}
              autoComplete="current-password"
              onChange={(value) => {
                setPassword(value);
                setError(null);
              }}
            />
          </FormField>
          {needsCode && (
            <FormField id="delete-account-code" label={T.codeLabel} required>
              <Input
                id="delete-account-code"
                autoComplete="one-time-code"
                spellCheck={false}
                maxLength={40}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setError(null);
                }}
                {...describedBy('delete-account-code', null)}
              />
            </FormField>
          )}
          <div className="nk-settings__data-actions">
            <Button danger type="primary" htmlType="submit" loading={isLoading}>
              {T.confirmButton}
            </Button>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
          </div>
        </Form>
      ) : (
        <Button danger onClick={() => setOpen(true)}>
          {T.confirmButton}
        </Button>
      )}
    </section>
  );
}
