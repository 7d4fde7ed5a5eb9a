import { useState } from 'react';
import { Button, useNotify } from '@nurse/ui-kit';
import { readErrorMessage } from '@nurse/api-client';
import { useTurnOffUserTwoFactorMutation } from '../api/admin-api';
import { SECOND_FACTOR_RESET_TEXT as T } from '../texts';

/**
 * Support turning off a member's authenticator app when she lost it and her recovery codes, asked
 * to confirm first: the server refuses it for a member whose app is not on, and tells her by email.
 */
export function SecondFactorReset({ userId }: { userId: number }) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [turnOff, { isLoading }] = useTurnOffUserTwoFactorMutation();

  const confirm = async () => {
    try {
      await turnOff(userId).unwrap();
      notify.success(T.done);
    } catch (error) {
      notify.error(T.failedTitle, readErrorMessage(error, T.failed));
    } finally {
      setConfirming(false);
    }
  };

  if (!confirming) {
    return (
      <Button size="small" onClick={() => setConfirming(true)}>
        {T.action}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={T.action}>
      <p style={{ margin: '0 0 8px' }}>{T.check}</p>
      <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
        <Button size="small" danger type="primary" loading={isLoading} onClick={() => void confirm()}>
          {T.confirm}
        </Button>
        <Button size="small" disabled={isLoading} onClick={() => setConfirming(false)}>
          {T.cancel}
        </Button>
      </span>
    </div>
  );
}
