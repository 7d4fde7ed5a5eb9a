import { useState } from 'react';
import { Button, useDebouncedValue, useNotify } from '@nurse/ui-kit';
import { readErrorMessage, type Invitation } from '@nurse/api-client';
import { formatAdminDate, TIMINGS_MS } from '@nurse/domain';
import { ADMIN_PAGE_SIZE, useAdminInvitationsQuery, useResendInviteMutation } from '../api/admin-api';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { ADMIN_TEXT, INVITATION_COLUMNS } from '../texts';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { StatusTag } from './status-tag';

/** Invitations tab: who was invited by whom, and Send Invite to resend one. */
export function InvitationsPanel() {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), TIMINGS_MS.searchDebounce);
  const pages = useCursorPages(debouncedSearch);
  const [sendingId, setSendingId] = useState<number | null>(null);
  const { data, isFetching } = useAdminInvitationsQuery({ search: debouncedSearch, cursor: pages.cursor, pageSize: ADMIN_PAGE_SIZE });
  const [resendInvite] = useResendInviteMutation();

  const sendInvite = async (invitation: Invitation) => {
    setSendingId(invitation.id);
    try {
      await resendInvite(invitation.email).unwrap();
      notify.success(ADMIN_TEXT.inviteSent, ADMIN_TEXT.inviteSentTo(invitation.email));
    } catch (error) {
      notify.error(ADMIN_TEXT.inviteFailed, readErrorMessage(error, ADMIN_TEXT.tryAgain));
    } finally {
      setSendingId(null);
    }
  };

  const columns: Column<Invitation>[] = [
    { key: 'email', title: INVITATION_COLUMNS.email, render: (invitation) => invitation.email },
    {
      key: 'invitedBy',
      secondary: true,
      title: INVITATION_COLUMNS.invitedBy,
      render: (invitation) =>
        invitation.invitedBy ? (
          <>
            <div>{invitation.invitedBy.name}</div>
            <div style={{ opacity: 0.7, fontSize: 13 }}>{invitation.invitedBy.email}</div>
          </>
        ) : (
          ADMIN_TEXT.administrator
        ),
    },
    { key: 'status', title: INVITATION_COLUMNS.status, render: (invitation) => <StatusTag status={invitation.status} /> },
    {
      key: 'sendCount',
      title: INVITATION_COLUMNS.sendCount,
      align: 'right',
      render: (invitation) => invitation.sendCount,
      secondary: true,
    },
    {
      key: 'lastSentAt',
      title: INVITATION_COLUMNS.lastSent,
      render: (invitation) => formatAdminDate(invitation.lastSentAt),
      secondary: true,
    },
    {
      key: 'actions',
      title: INVITATION_COLUMNS.actions,
      render: (invitation) => (
        <Button
          size="small"
          type="primary"
          disabled={invitation.status === 'live' || (sendingId !== null && sendingId !== invitation.id)}
          loading={sendingId === invitation.id}
          onClick={() => void sendInvite(invitation)}
          aria-label={`${ADMIN_TEXT.sendInvite} to ${invitation.email}`}
        >
          {ADMIN_TEXT.sendInvite}
        </Button>
      ),
    },
  ];

  return (
    <>
      <SearchBox
        label={ADMIN_TEXT.searchInvitations}
        placeholder={ADMIN_TEXT.searchInvitationsPlaceholder}
        value={search}
        onChange={setSearch}
      />
      <DataTable<Invitation>
        caption={ADMIN_TEXT.invitationsTab}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(invitation) => invitation.id}
        loading={isFetching}
        emptyText={ADMIN_TEXT.noInvitations}
      />
      <Pager
        label="Invitations pages"
        page={pages.page}
        pageSize={ADMIN_PAGE_SIZE}
        total={data?.total ?? 0}
        nextCursor={data?.nextCursor}
        disabled={isFetching}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </>
  );
}
