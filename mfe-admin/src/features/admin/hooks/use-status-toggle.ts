import { useState } from 'react';
import type { User } from '@nurse/api-client';
import { useUpdateUserStatusMutation } from '../api/admin-api';
import { ADMIN_TEXT } from '../texts';
import { useNotify } from '@nurse/ui-kit';

/** Activate (pending -> live) or Suspend (live -> pending) a user, with its confirmation toasts. */
export function useStatusToggle() {
  const notify = useNotify();
  const [updateStatus] = useUpdateUserStatusMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const toggle = async (user: Pick<User, 'id' | 'accountStatus'>) => {
    setPendingId(user.id);
    try {
      await updateStatus({ id: user.id, status: user.accountStatus === 'live' ? 'pending' : 'live' }).unwrap();
      notify.success(ADMIN_TEXT.statusUpdated);
    } catch {
      notify.error(ADMIN_TEXT.errorTitle, ADMIN_TEXT.statusUpdateFailed);
    } finally {
      setPendingId(null);
    }
  };

  return { toggle, pendingId };
}

export function statusActionLabel(user: Pick<User, 'accountStatus'>): string {
  return user.accountStatus === 'live' ? ADMIN_TEXT.suspend : ADMIN_TEXT.activate;
}
