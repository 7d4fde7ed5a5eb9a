import { Alert, Button, Col, Row } from '@nurse/ui-kit';
import { Panel, Skeleton, Statistic } from '@nurse/ui-kit/data';
import { readErrorMessage } from '@nurse/api-client';
import { AUTH_SCREEN_TEXTS } from '@nurse/domain';
import { useAppSelector } from '../../../app/hooks';
import { InviteForm } from '../../invites/components/invite-form';
import { ChatRoute } from '../../remotes/chat-pages';
import { selectUser } from '../../session/session-slice';
import { useWaitlistQuery } from '../api/waitlist-api';
import { DashboardShortcuts } from './dashboard-shortcuts';
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

/**
 * /dashboard and /home: a nurse on the waitlist sees where she stands; a live nurse talks to the career
 * assistant (the chat remote) and finds her wallet, the job board and her settings. Both can invite colleagues.
 */
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
        <>
          <ChatRoute />
          <DashboardShortcuts />
        </>
      )}
      <Panel title="Invite colleagues">
        <p className="nk-dashboard__note">Know nurses who belong here? Invite up to three at a time.</p>
        <InviteForm idPrefix="dashboard-invite" />
      </Panel>
    </div>
  );
}
