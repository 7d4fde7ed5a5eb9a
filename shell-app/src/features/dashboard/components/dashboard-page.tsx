import { Alert, Button, Col, Row, theme } from '@nurse/ui-kit';
import { Panel, Skeleton, Statistic, Tag } from '@nurse/ui-kit/data';
import type { User } from '@nurse/api-client';
import { readErrorMessage } from '@nurse/api-client';
import { AUTH_SCREEN_TEXTS } from '@nurse/domain';
import { useAppSelector } from '../../../app/hooks';
import { InviteForm } from '../../invites/components/invite-form';
import { selectUser } from '../../session/session-slice';
import { useWaitlistQuery } from '../api/waitlist-api';
import '../dashboard.css';

function WaitlistCard() {
  const { data, error, isLoading, isFetching, refetch } = useWaitlistQuery();
  if (isLoading) {
    return (
      <Panel title="Your place on the waitlist">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Panel>
    );
  }
  if (error || !data) {
    return (
      <Panel title="Your place on the waitlist">
        <Alert
          type="error"
          showIcon
          title={readErrorMessage(error, AUTH_SCREEN_TEXTS.tryAgain)}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      </Panel>
    );
  }
  return (
    <Panel title="Your place on the waitlist">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic title="Your position" value={data.position ?? '—'} prefix={data.position ? '#' : undefined} />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title="Nurses waiting" value={data.pendingTotal} />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title="Invites you sent" value={data.invitesSent} />
        </Col>
      </Row>
      <p className="nk-dashboard__note">
        We verify every nurse before opening the network to her. You will hear from us as soon as your account is live.
      </p>
    </Panel>
  );
}

function WelcomeCard({ user }: { user: User }) {
  const { token } = theme.useToken();
  const live = user.accountStatus === 'live';
  return (
    <Panel>
      <h1 className="nk-dashboard__title">Welcome, {user.name}</h1>
      <p className="nk-dashboard__status">
        Account status: {/* The status colour alone is too light for text on the tag's pale background; the darker status text is. */}
        <Tag color={live ? 'success' : 'warning'} style={{ color: live ? token.colorSuccessText : token.colorWarningText }}>
          {live ? 'Live' : 'Pending'}
        </Tag>
      </p>
    </Panel>
  );
}

/** /dashboard and /home for now: where a nurse stands, and inviting colleagues. */
export default function DashboardPage() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const pending = user.accountStatus === 'pending';
  return (
    <div className="nk-dashboard">
      {pending ? (
        <>
          <h1 className="nk-dashboard__title">Hello, {user.name}</h1>
          <WaitlistCard />
        </>
      ) : (
        <WelcomeCard user={user} />
      )}
      <Panel title="Invite colleagues">
        <p className="nk-dashboard__note">Know nurses who belong here? Invite up to three at a time.</p>
        <InviteForm idPrefix="dashboard-invite" />
      </Panel>
    </div>
  );
}
