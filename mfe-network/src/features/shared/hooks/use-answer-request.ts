import { failureDescription } from '@nurse/api-client';
import { useNotify } from '@nurse/ui-kit';
import { useAnswerRequestMutation } from '../api/network-api';
import { NETWORK_TEXTS } from '../texts';

/**
 * Accepting or declining a request addressed to her. The Interests screen declines with 'rejected', the
 * others with 'ignored'; the server treats both alike.
 */
export function useAnswerRequest(declineAs: 'ignored' | 'rejected' = 'ignored') {
  const notify = useNotify();
  const [answer, { isLoading, originalArgs }] = useAnswerRequestMutation();

  const run = async (connectionId: number, status: 'accepted' | 'ignored' | 'rejected') => {
    try {
      await answer({ connectionId, status }).unwrap();
      if (status === 'accepted') notify.success(NETWORK_TEXTS.acceptedTitle, NETWORK_TEXTS.acceptedBody);
      else notify.success(NETWORK_TEXTS.ignoredTitle, NETWORK_TEXTS.ignoredBody);
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, NETWORK_TEXTS.answerFailed));
    }
  };

  return {
    accept: (connectionId: number) => run(connectionId, 'accepted'),
    decline: (connectionId: number) => run(connectionId, declineAs),
    /** The request being answered now, to show its buttons busy. */
    answering: isLoading ? (originalArgs?.connectionId ?? null) : null,
  };
}
