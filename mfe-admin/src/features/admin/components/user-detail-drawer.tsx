import type { ReactNode } from 'react';
import { Button, Spin, theme } from '@nurse/ui-kit';
import { Drawer } from '@nurse/ui-kit/drawer';
import type { User } from '@nurse/api-client';
import { formatAdminDate, formatPhone } from '@nurse/domain';
import { useAdminUserQuery } from '../api/admin-api';
import { deletionState, statusActionLabel, statusChangeable } from '../hooks/use-status-toggle';
import { ADMIN_TEXT, SECOND_FACTOR_RESET_TEXT } from '../texts';
import { SecondFactorReset } from './second-factor-reset';
import { ErrorNotice } from './error-notice';
import { StatusTag } from './status-tag';

const VERIFICATION_LABELS: Record<NonNullable<User['verificationType']>, string> = {
  name: 'Name and license',
  license: 'License number',
  ncsbn: 'NCSBN ID',
};

const orDash = (value: string | null | undefined): ReactNode => (value && value.trim() ? value : '—');

function DetailSection({ title, rows }: { title: string; rows: readonly [string, ReactNode][] }) {
  const { token } = theme.useToken();
  return (
    <section style={{ marginBottom: 24 }}>
      <h3 style={{ fontSize: 16, margin: '0 0 8px' }}>{title}</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, auto) 1fr', gap: '8px 16px', margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface UserDetailDrawerProps {
  userId: number | null;
  onClose(): void;
  onToggleStatus(user: User): Promise<void>;
  pendingId: number | null;
  /** Whether she may turn off a member's authenticator app (support and owners). */
  canResetSecondFactor: boolean;
}

/** Side panel with everything the admin may see about one user. Full width on small screens. */
export function UserDetailDrawer({ userId, onClose, onToggleStatus, pendingId, canResetSecondFactor }: UserDetailDrawerProps) {
  const { data: user, isFetching, isError, refetch } = useAdminUserQuery(userId ?? 0, { skip: userId === null });
  const shown = user && user.id === userId ? user : undefined;

  return (
    <Drawer open={userId !== null} onClose={onClose} title={shown?.name ?? ADMIN_TEXT.userDetails} size="min(520px, 100vw)" destroyOnHidden>
      {isError && !shown && (
        <ErrorNotice
          message={ADMIN_TEXT.loadUserFailed}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {ADMIN_TEXT.retry}
            </Button>
          }
        />
      )}
      {!shown && isFetching && (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      )}
      {shown && (
        <>
          <DetailSection
            title="Contact"
            rows={[
              ['Email', orDash(shown.email)],
              ['Phone', orDash(formatPhone(shown.phone))],
              ['Location', orDash(shown.location)],
            ]}
          />
          <DetailSection
            title="Verification"
            rows={[
              ['Type', shown.verificationType ? VERIFICATION_LABELS[shown.verificationType] : '—'],
              ['First name', orDash(shown.firstName)],
              ['Last name', orDash(shown.lastName)],
              ['License number', orDash(shown.licenseNumber)],
              ['License type', orDash(shown.licenseType)],
              ['State', orDash(shown.state)],
              ['NCSBN ID', orDash(shown.ncsbnId)],
            ]}
          />
          <DetailSection
            title="Account"
            rows={[
              [
                'Status',
                <span key="status" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  <StatusTag status={shown.accountStatus} />
                  {statusChangeable(shown) && (
                    <Button
                      size="small"
                      loading={pendingId === shown.id}
                      danger={shown.accountStatus === 'live'}
                      onClick={() => void onToggleStatus(shown)}
                    >
                      {statusActionLabel(shown)}
                    </Button>
                  )}
                </span>,
              ],
              ...(deletionState(shown, formatAdminDate) ? [['Deletion', deletionState(shown, formatAdminDate)] as [string, string]] : []),
              ['Signup date', formatAdminDate(shown.createdAt)],
              ['Last login', formatAdminDate(shown.lastLogin) || ADMIN_TEXT.never],
            ]}
          />
          {canResetSecondFactor && statusChangeable(shown) && (
            <section style={{ marginBottom: 24 }}>
              <h3 style={{ fontSize: 16, margin: '0 0 8px' }}>{SECOND_FACTOR_RESET_TEXT.section}</h3>
              <SecondFactorReset key={shown.id} userId={shown.id} />
            </section>
          )}
          <section>
            <h3 style={{ fontSize: 16, margin: '0 0 8px' }}>Invited colleagues</h3>
            {shown.invitationEmails.length > 0 ? (
              <ul style={{ paddingLeft: 20, margin: 0 }}>
                {shown.invitationEmails.map((email) => (
                  <li key={email}>{email}</li>
                ))}
              </ul>
            ) : (
              <p style={{ margin: 0 }}>None</p>
            )}
          </section>
        </>
      )}
    </Drawer>
  );
}
