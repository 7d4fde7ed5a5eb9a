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

/** An account being deleted, or erased, is the nurse's own decision: no administrator changes its status. */
export function statusChangeable(user: Pick<User, 'accountStatus'>): boolean {
  return user.accountStatus === 'live' || user.accountStatus === 'pending';
}

/**
 * What the administrators see of a deletion: that one is pending and when it is due, or when it
 * completed; never what it erased.
 */
export function deletionState(user: Pick<User, 'deletionScheduledFor' | 'deletedAt'>, format: (iso: string) => string): string | null {
  if (user.deletedAt) return `Account deleted on ${format(user.deletedAt)}`;
  if (user.deletionScheduledFor) return `Deletion pending: the account is erased on ${format(user.deletionScheduledFor)}`;
  return null;
}

export function statusActionLabel(user: Pick<User, 'accountStatus'>): string {
  return user.accountStatus === 'live' ? ADMIN_TEXT.suspend : ADMIN_TEXT.activate;
}
