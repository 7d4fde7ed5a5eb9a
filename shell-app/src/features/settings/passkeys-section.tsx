import { useState } from 'react';
import { failureDescription, readErrorMessage } from '@nurse/api-client';
import { SECURITY_TEXTS, TWO_FACTOR, TWO_FACTOR_NOTICES } from '@nurse/domain';
import { Alert, Button, Input, useNotify } from '@nurse/ui-kit';
import { EmptyState } from '@nurse/ui-kit/data';
import { FormField, PasswordInput } from '@nurse/ui-kit/forms';
import { passkeysSupported } from '../auth/components/passkey-sign-in';
import { useAddPasskeyMutation, usePasskeyOptionsMutation, usePasskeysQuery, useRemovePasskeyMutation, type Passkey } from './security-api';

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Asks the browser for a new passkey for the options the server gave; @simplewebauthn/browser is loaded only then. */
async function createPasskey(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'];
  return (await startRegistration({ optionsJSON })) as unknown as Record<string, unknown>;
}

/** Her passkeys: add one under a name, see when each was added and last used, remove one. */
export function PasskeysSection() {
  const passkeys = usePasskeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [options] = usePasskeyOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [remove, removing] = useRemovePasskeyMutation();
  const notify = useNotify();
  const [name, setName] = useState<string>(SECURITY_TEXTS.passkeyNameDefault);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The passkey whose removal waits for her password (she signed in a while ago). */
  const [confirming, setConfirming] = useState<Passkey | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const addPasskey = async () => {
    setAdding(true);
    setProblem(null);
    try {
      const { options: creation } = await options().unwrap();
      const response = await createPasskey(creation);
      await add({ name: name.trim() || SECURITY_TEXTS.passkeyNameDefault, response }).unwrap();
      notify.success(SECURITY_TEXTS.passkeyAdded);
    } catch (error) {
      setProblem(failureDescription(error, SECURITY_TEXTS.passkeyCancelled));
    } finally {
      setAdding(false);
    }
  };

  const removePasskey = async (passkey: Passkey, withPassword?: string) => {
    try {
      await remove({ id: passkey.id, password: withPassword }).unwrap();
      setConfirming(null);
      setPassword('');
      notify.success(TWO_FACTOR_NOTICES.passkeyRemoved);
    } catch (error) {
      const message = readErrorMessage(error, SECURITY_TEXTS.remove);
      if (confirming?.id !== passkey.id) {
        setConfirming(passkey);
        setPasswordError(withPassword ? message : null);
        if (!withPassword) notify.error(SECURITY_TEXTS.remove, message);
      } else setPasswordError(message);
    }
  };

  const list = passkeys.data?.items ?? [];
  return (
    <section className="nk-settings__section" aria-labelledby="settings-passkeys">
      <h3 id="settings-passkeys">{SECURITY_TEXTS.passkeysTitle}</h3>
      <p className="nk-settings__hint">{SECURITY_TEXTS.passkeysIntro}</p>
      {list.length === 0 ? (
        <EmptyState title={SECURITY_TEXTS.passkeysNone} />
      ) : (
        <ul className="nk-settings__devices" aria-label={SECURITY_TEXTS.passkeysTitle}>
          {list.map((passkey) => (
            <li key={passkey.id} className="nk-settings__device">
              <span className="nk-settings__device-name">
                {passkey.name}
                <span className="nk-settings__device-use">
                  {SECURITY_TEXTS.created} {when(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt ? `${SECURITY_TEXTS.lastUsed} ${when(passkey.lastUsedAt)}` : SECURITY_TEXTS.neverUsed}
                </span>
              </span>
              <Button
                onClick={() => void removePasskey(passkey)}
                loading={removing.isLoading && removing.originalArgs?.id === passkey.id}
                aria-label={`${SECURITY_TEXTS.remove} ${passkey.name}`}
              >
                {SECURITY_TEXTS.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <form
          className="nk-settings__confirm"
          onSubmit={(event) => {
            event.preventDefault();
            void removePasskey(confirming, password);
          }}
        >
          <FormField
            id="passkey-remove-password"
            label={SECURITY_TEXTS.confirmPassword}
            error={passwordError}
            hint={`${SECURITY_TEXTS.remove} ${confirming.name}`}
          >
            <PasswordInput
              id="passkey-remove-password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={passwordError}
            />
          </FormField>
          <Button htmlType="submit" danger>
            {SECURITY_TEXTS.remove}
          </Button>
        </form>
      )}
      {passkeysSupported() ? (
        <form
          className="nk-settings__add-passkey"
          onSubmit={(event) => {
            event.preventDefault();
            void addPasskey();
          }}
        >
          <FormField id="passkey-name" label={SECURITY_TEXTS.passkeyNameLabel}>
            <Input id="passkey-name" maxLength={TWO_FACTOR.passkeyNameMax} value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <Button type="primary" htmlType="submit" loading={adding}>
            {SECURITY_TEXTS.addPasskey}
          </Button>
        </form>
      ) : (
        <p className="nk-settings__hint">{SECURITY_TEXTS.passkeyUnsupported}</p>
      )}
      {problem && <Alert type="warning" showIcon title={problem} role="alert" />}
    </section>
  );
}
