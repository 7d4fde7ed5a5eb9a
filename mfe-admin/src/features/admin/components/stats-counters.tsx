import { Spin, theme } from '@nurse/ui-kit';
import { useAdminStatsQuery } from '../api/admin-api';
import { ADMIN_TEXT } from '../texts';

/** The three counters at the top of the dashboard. */
export function StatsCounters() {
  const { token } = theme.useToken();
  const { data, isLoading, isError } = useAdminStatsQuery();
  const counters = [
    { title: ADMIN_TEXT.totalUsers, value: data?.totalUsers },
    { title: ADMIN_TEXT.liveAccounts, value: data?.liveAccounts },
    { title: ADMIN_TEXT.pendingAccounts, value: data?.pendingAccounts },
  ];
  return (
    <section
      aria-label="Account counters"
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', marginBottom: 24 }}
    >
      {counters.map((counter) => (
        <div
          key={counter.title}
          style={{
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            padding: 16,
          }}
        >
          <div style={{ color: token.colorTextSecondary }}>{counter.title}</div>
          <div style={{ fontSize: 28, fontWeight: 600, minHeight: 40 }} aria-busy={isLoading}>
            {isLoading ? <Spin size="small" /> : isError ? '–' : (counter.value ?? 0)}
          </div>
        </div>
      ))}
    </section>
  );
}
