import { failureDescription } from '@nurse/api-client';
import { useNotify } from '@nurse/ui-kit';

/**
 * Runs a call from a button and says how it went in a toast: `done` when it worked (none: the screen
 * shows it), `failed` with the server's message when it did not. Answers whether it worked.
 */
export function useNotifiedCall() {
  const notify = useNotify();
  return async (call: () => Promise<unknown>, done: string | null, failed: string): Promise<boolean> => {
    try {
      await call();
      if (done) notify.success(done);
      return true;
    } catch (error) {
      notify.error(failed, failureDescription(error, 'Please try again.'));
      return false;
    }
  };
}
