import { useState, type ReactNode } from 'react';
import { readErrorMessage } from '@nurse/api-client';
import { SECURITY_TEXTS, TWO_FACTOR_ERRORS, TWO_FACTOR_NOTICES } from '@nurse/domain';
import { Alert, Button, Input, Spin, useNotify } from '@nurse/ui-kit';
import { FormField, describedBy } from '@nurse/ui-kit/forms';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useNewRecoveryCodesMutation,
  useStartTwoFactorMutation,
  useTwoFactorQuery,
  type TwoFactorSetup,
} from './security-api';

/** A code field with its error, for confirming, turning off and new recovery codes. */
function CodeField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={40}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
      />
    </FormField>
  );
}

/** Her recovery codes, shown once after turning on or renewing them. */
function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="nk-settings__recovery" role="region" aria-labelledby="settings-recovery-codes">
      <h4 id="settings-recovery-codes">{SECURITY_TEXTS.recoveryTitle}</h4>
      <p className="nk-settings__hint">{SECURITY_TEXTS.recoveryIntro}</p>
      <ul className="nk-settings__codes" aria-label={SECURITY_TEXTS.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button type="primary" onClick={onDone}>
        {SECURITY_TEXTS.done}
      </Button>
    </div>
  );
}

/**
 * Her authenticator app: turning it on (the otpauth link and the key in groups of four, confirmed by a
 * code), her recovery codes once, and turning it off or renewing the codes with a current code.
 */
export function TwoFactorSection() {
  const status = useTwoFactorQuery(undefined, { refetchOnMountOrArgChange: true });
  const [start, starting] = useStartTwoFactorMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [renew, renewing] = useNewRecoveryCodesMutation();
  const notify = useNotify();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const editCode = (value: string) => {
    setCode(value);
    setError(null);
  };

  /** Runs a call that needs her code; a refusal shows under the code field. */
  const withCode = async (call: (code: string) => Promise<void>) => {
    if (!code.trim()) {
      setError(TWO_FACTOR_ERRORS.codeRequired);
      return;
    }
    try {
      await call(code.trim());
      setCode('');
    } catch (failure) {
      setError(readErrorMessage(failure, TWO_FACTOR_ERRORS.codeInvalid));
    }
  };

  const begin = async () => {
    setProblem(null);
    try {
      setSetup(await start().unwrap());
      setCode('');
    } catch (failure) {
      setProblem(readErrorMessage(failure, TWO_FACTOR_ERRORS.setupNotStarted));
    }
  };

  if (codes) return wrap(<RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />);
  if (!status.data) return wrap(<Spin aria-label={`Loading ${SECURITY_TEXTS.appTitle}`} />);

  if (status.data.enabled) {
    return wrap(
      <>
        <p>
          <strong>{SECURITY_TEXTS.appOn}</strong> · {SECURITY_TEXTS.recoveryLeft(status.data.recoveryCodesLeft)}
        </p>
        <form className="nk-settings__two-factor" onSubmit={(event) => event.preventDefault()}>
          <CodeField id="two-factor-code" label={SECURITY_TEXTS.codeLabel} value={code} error={error} onChange={editCode} />
          <div className="nk-settings__actions">
            <Button
              loading={renewing.isLoading}
              onClick={() => void withCode(async (value) => setCodes((await renew({ code: value }).unwrap()).recoveryCodes))}
            >
              {SECURITY_TEXTS.regenerate}
            </Button>
            <Button
              danger
              loading={disabling.isLoading}
              onClick={() =>
                void withCode(async (value) => {
                  await disable({ code: value }).unwrap();
                  notify.success(TWO_FACTOR_NOTICES.turnedOff);
                })
              }
            >
              {SECURITY_TEXTS.turnOff}
            </Button>
          </div>
        </form>
      </>,
    );
  }

  if (setup) {
    return wrap(
      <form
        className="nk-settings__two-factor"
        onSubmit={(event) => {
          event.preventDefault();
          void withCode(async (value) => {
            const { recoveryCodes } = await enable({ code: value }).unwrap();
            setSetup(null);
            setCodes(recoveryCodes);
          });
        }}
      >
        <p>{SECURITY_TEXTS.setupScan}</p>
        <p>
          <a href={setup.otpauthUri} className="nk-settings__otpauth">
            {setup.otpauthUri}
          </a>
        </p>
        <p>
          {SECURITY_TEXTS.setupKey}:{' '}
          <code className="nk-settings__secret" data-secret={setup.secret}>
            {setup.secretGroups}
          </code>
        </p>
        <CodeField id="two-factor-confirm" label={SECURITY_TEXTS.setupConfirm} value={code} error={error} onChange={editCode} />
        <Button type="primary" htmlType="submit" loading={enabling.isLoading}>
          {SECURITY_TEXTS.confirm}
        </Button>
      </form>,
    );
  }

  return wrap(
    <>
      <p>
        <strong>{SECURITY_TEXTS.appOff}</strong>
      </p>
      <Button type="primary" onClick={() => void begin()} loading={starting.isLoading}>
        {SECURITY_TEXTS.turnOn}
      </Button>
      {problem && <Alert type="warning" showIcon title={problem} role="alert" />}
    </>,
  );
}

function wrap(children: ReactNode) {
  return (
    <section className="nk-settings__section" aria-labelledby="settings-two-factor">
      <h3 id="settings-two-factor">{SECURITY_TEXTS.appTitle}</h3>
      <p className="nk-settings__hint">{SECURITY_TEXTS.appIntro}</p>
      {children}
    </section>
  );
}
