import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { readErrorMessage } from '@nurse/api-client';
import { Alert, Button, Spin } from '@nurse/ui-kit';
import { AuthCard } from '../layout/auth-card';
import { useUnsubscribeMutation, useUnsubscribeTargetQuery } from './unsubscribe-api';

const BAD_LINK = 'This unsubscribe link is not valid. You can choose your emails in your settings.';

const topicOf = (label: string) => label.toLowerCase();

/**
 * /unsubscribe/:token, the link of a notification email: names what she would stop getting and asks;
 * nothing changes until she presses Unsubscribe. No sign-in needed. Its address holds her signed token,
 * so search engines are asked not to index it (React puts the tag in the document's head); the server
 * sends the page with the same wish, uncached.
 */
export default function UnsubscribePage() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <UnsubscribeCard />
    </>
  );
}

function UnsubscribeCard() {
  const token = useParams()['token'] ?? '';
  const target = useUnsubscribeTargetQuery(token, { skip: !token });
  const [unsubscribe, result] = useUnsubscribeMutation();
  const settingsLink = <Link to={ROUTES.settings}>Choose your emails in your settings</Link>;

  if (result.isSuccess) {
    return (
      <AuthCard title="You are unsubscribed">
        <p role="status">{`You will no longer get emails about ${topicOf(result.data.label)}.`}</p>
        {settingsLink}
      </AuthCard>
    );
  }

  if (!token || target.isError) {
    return (
      <AuthCard title="Unsubscribe">
        <Alert type="error" showIcon title={target.isError ? readErrorMessage(target.error, BAD_LINK) : BAD_LINK} />
        <p>{settingsLink}</p>
      </AuthCard>
    );
  }

  if (!target.data) {
    return (
      <AuthCard title="Unsubscribe">
        <Spin aria-label="Checking your link" />
      </AuthCard>
    );
  }

  const topic = topicOf(target.data.label);
  if (!target.data.email) {
    return (
      <AuthCard title="Already unsubscribed">
        <p>{`You do not get emails about ${topic}.`}</p>
        {settingsLink}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={`Stop emails about ${topic}?`}>
      <p>You will still see them in the app. You can turn these emails back on in your settings at any time.</p>
      {result.isError ? (
        <Alert type="error" showIcon role="alert" title={readErrorMessage(result.error, 'Unsubscribing failed. Please try again.')} />
      ) : null}
      <Button type="primary" block loading={result.isLoading} onClick={() => void unsubscribe(token)}>
        Unsubscribe
      </Button>
    </AuthCard>
  );
}
