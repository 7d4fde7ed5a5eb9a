import { useState } from 'react';
import { readErrorMessage } from '@nurse/api-client';
import { SECURITY_TEXTS, TWO_FACTOR_ERRORS } from '@nurse/domain';
import { Button, Input } from '@nurse/ui-kit';
import { FormField, describedBy } from '@nurse/ui-kit/forms';
import { useEnableStaffTwoFactorMutation, useStartStaffTwoFactorMutation } from '../api/admin-api';
import { STAFF_TEXT } from '../texts';
import { ErrorNotice } from './error-notice';

/**
 * What a staff person without a second factor sees instead of the dashboard: her authenticator key (the
 * otpauth link and the key in groups of four), a code to confirm it, then her recovery codes once.
 */
export function StaffTwoFactorSetup({ onDone }: { onDone(): void }) {
  const [start, starting] = useStartStaffTwoFactorMutation();
  const [enable, enabling] = useEnableStaffTwoFactorMutation();
  const [setup, setSetup] = useState<{ secretGroups: string; otpauthUri: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const begin = async () => {
    setError(null);
    try {
      setSetup(await start().unwrap());
    } catch (failure) {
      setError(readErrorMessage(failure, TWO_FACTOR_ERRORS.setupNotStarted));
    }
  };

  const confirm = async () => {
    if (!code.trim()) {
      setError(TWO_FACTOR_ERRORS.codeRequired);
      return;
    }
    try {
      setCodes((await enable({ code: code.trim() }).unwrap()).recoveryCodes);
    } catch (failure) {
      setError(readErrorMessage(failure, TWO_FACTOR_ERRORS.codeInvalid));
    }
  };

  return (
    <section aria-labelledby="staff-setup-title" style={{ maxWidth: 560 }}>
      <h2 id="staff-setup-title">{STAFF_TEXT.setupTitle}</h2>
      {codes ? (
        <div role="region" aria-labelledby="staff-recovery-title">
          <h3 id="staff-recovery-title">{SECURITY_TEXTS.recoveryTitle}</h3>
          <p>{SECURITY_TEXTS.recoveryIntro}</p>
          <ul aria-label={SECURITY_TEXTS.recoveryTitle}>
            {codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Button type="primary" onClick={onDone}>
            {STAFF_TEXT.continue}
          </Button>
        </div>
      ) : setup ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p>{SECURITY_TEXTS.setupScan}</p>
          <p>
            <a href={setup.otpauthUri} style={{ wordBreak: 'break-all' }}>
              {setup.otpauthUri}
            </a>
          </p>
          <p>
            {SECURITY_TEXTS.setupKey}: <code aria-label={SECURITY_TEXTS.setupKey}>{setup.secretGroups}</code>
          </p>
          <FormField id="staff-setup-code" label={SECURITY_TEXTS.setupConfirm} error={error}>
            <Input
              id="staff-setup-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={40}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
              {...describedBy('staff-setup-code', error)}
            />
          </FormField>
          <Button type="primary" htmlType="submit" loading={enabling.isLoading}>
            {SECURITY_TEXTS.confirm}
          </Button>
        </form>
      ) : (
        <>
          <p>{STAFF_TEXT.setupNeeded}</p>
          {error && <ErrorNotice message={error} />}
          <Button type="primary" onClick={() => void begin()} loading={starting.isLoading}>
            {STAFF_TEXT.startSetup}
          </Button>
        </>
      )}
    </section>
  );
}
