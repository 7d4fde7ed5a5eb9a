import { Suspense, lazy, useState } from 'react';
import { Button, useDebouncedValue } from '@nurse/ui-kit';
import type { UserSummary } from '@nurse/api-client';
import { formatAdminDate, TIMINGS_MS } from '@nurse/domain';
import { ADMIN_PAGE_SIZE, useAdminUsersQuery } from '../api/admin-api';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { deletionState, statusActionLabel, statusChangeable, useStatusToggle } from '../hooks/use-status-toggle';
import { ADMIN_TEXT, USER_COLUMNS } from '../texts';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { StatusTag } from './status-tag';

// The side panel (and the kit's drawer code) is downloaded when the admin first opens a user.
const UserDetailDrawer = lazy(() => import('./user-detail-drawer').then((module) => ({ default: module.UserDetailDrawer })));

/** Users tab: server-side search and paging, Activate/Suspend, and a detail side panel. */
export function UsersPanel({ canResetSecondFactor = false }: { canResetSecondFactor?: boolean }) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), TIMINGS_MS.searchDebounce);
  const pages = useCursorPages(debouncedSearch);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Stays mounted once opened, so that closing it animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (selectedId !== null && !drawerUsed) setDrawerUsed(true);
  const { toggle, pendingId } = useStatusToggle();
  const { data, isFetching } = useAdminUsersQuery({ search: debouncedSearch, cursor: pages.cursor, pageSize: ADMIN_PAGE_SIZE });

  const columns: Column<UserSummary>[] = [
    { key: 'name', title: USER_COLUMNS.name, render: (user) => user.name },
    { key: 'email', title: USER_COLUMNS.email, render: (user) => user.email, secondary: true },
    {
      key: 'status',
      title: USER_COLUMNS.status,
      render: (user) => (
        <span title={deletionState(user, formatAdminDate) ?? undefined}>
          <StatusTag status={user.accountStatus} />
        </span>
      ),
    },
    { key: 'createdAt', title: USER_COLUMNS.signupDate, render: (user) => formatAdminDate(user.createdAt), secondary: true },
    {
      key: 'lastLogin',
      title: USER_COLUMNS.lastLogin,
      render: (user) => formatAdminDate(user.lastLogin) || ADMIN_TEXT.never,
      secondary: true,
    },
    {
      key: 'actions',
      title: USER_COLUMNS.actions,
      render: (user) => (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <Button size="small" onClick={() => setSelectedId(user.id)} aria-label={`${ADMIN_TEXT.view} ${user.name}`}>
            {ADMIN_TEXT.view}
          </Button>
          {statusChangeable(user) && (
            <Button
              size="small"
              type={user.accountStatus === 'live' ? 'default' : 'primary'}
              danger={user.accountStatus === 'live'}
              loading={pendingId === user.id}
              disabled={pendingId !== null && pendingId !== user.id}
              onClick={() => void toggle(user)}
              aria-label={`${statusActionLabel(user)} ${user.name}`}
            >
              {statusActionLabel(user)}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <SearchBox label={ADMIN_TEXT.searchUsers} placeholder={ADMIN_TEXT.searchUsersPlaceholder} value={search} onChange={setSearch} />
      <DataTable<UserSummary>
        caption={ADMIN_TEXT.usersTab}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(user) => user.id}
        rowLabel={(user) => `${user.name}, ${user.email}`}
        loading={isFetching}
        emptyText={ADMIN_TEXT.noUsers}
        onRowClick={(user) => setSelectedId(user.id)}
      />
      <Pager
        label="Users pages"
        page={pages.page}
        pageSize={ADMIN_PAGE_SIZE}
        total={data?.total ?? 0}
        nextCursor={data?.nextCursor}
        disabled={isFetching}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <UserDetailDrawer
            userId={selectedId}
            onClose={() => setSelectedId(null)}
            onToggleStatus={toggle}
            pendingId={pendingId}
            canResetSecondFactor={canResetSecondFactor}
          />
        </Suspense>
      )}
    </>
  );
}
