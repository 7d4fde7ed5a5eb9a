import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureDescription, readErrorMessage } from '@nurse/api-client';
import { ACCOUNT_DELETION_TEXTS as T, ROUTES } from '@nurse/domain';
import { Alert, Button } from '@nurse/ui-kit';
import { Form, FormField, Input, PasswordInput, describedBy } from '@nurse/ui-kit/forms';
import { shellApi } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { answerWithPasskey, passkeysSupported } from '../auth/components/passkey-sign-in';
import { signedOut, signingOut } from '../session/session-slice';
import { usePasskeysQuery, useTwoFactorQuery } from './security-api';
import { useAccountDeletionPasskeyOptionsMutation, useRequestAccountDeletionMutation } from './settings-api';

/**
 * "Delete my account": she confirms with her password (and her authenticator code when it is on), or
 * with one of her passkeys, which stands for both as at sign-in; her account is then hidden and signed
 * out everywhere, this device too, and she lands on the sign-in page, where signing in before the date
 * offers to keep it.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [withPasskey, setWithPasskey] = useState(false);
  const twoFactor = useTwoFactorQuery();
  const passkeys = usePasskeysQuery();
  const [passkeyOptions] = useAccountDeletionPasskeyOptionsMutation();
  const [requestDeletion, { isLoading }] = useRequestAccountDeletionMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const needsCode = twoFactor.data?.enabled === true;
  const canUsePasskey = (passkeys.data?.items.length ?? 0) > 0 && passkeysSupported();

  /** Her sessions ended on the server: this device signs out too, to the sign-in page. */
  const leave = () => {
    dispatch(signingOut());
    dispatch(signedOut());
    dispatch(shellApi.util.resetApiState());
    void navigate(ROUTES.login, { replace: true });
  };

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
    leave();
  };

  /** Her passkey instead of her password and code; a cancelled prompt or a refusal leaves the dialog open, in words. */
  const confirmWithPasskey = async () => {
    setWithPasskey(true);
    setError(null);
    try {
      const passkey = await answerWithPasskey(() => passkeyOptions().unwrap());
      await requestDeletion({ passkey }).unwrap();
    } catch (failure) {
      // The browser's own refusals (she cancelled, no passkey) carry no server message.
      setError(failureDescription(failure, T.passkeyFailed));
      return;
    } finally {
      setWithPasskey(false);
    }
    leave();
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
            <Button danger type="primary" htmlType="submit" loading={isLoading && !withPasskey} disabled={withPasskey}>
              {T.confirmButton}
            </Button>
            {canUsePasskey && (
              <Button danger onClick={() => void confirmWithPasskey()} loading={withPasskey}>
                {T.usePasskey}
              </Button>
            )}
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
