import { readErrorMessage } from '@nurse/api-client';
import { Alert, Button } from '@nurse/ui-kit';
import { NETWORK_TEXTS } from '../texts';

interface LoadFailureProps {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A list that could not be read: what failed, the server's reason, and Retry. */
export function LoadFailure({ title, error, retrying, onRetry }: LoadFailureProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={readErrorMessage(error, NETWORK_TEXTS.tryAgain)}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          {NETWORK_TEXTS.retry}
        </Button>
      }
    />
  );
}
