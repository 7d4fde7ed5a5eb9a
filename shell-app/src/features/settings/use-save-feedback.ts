import { useCallback } from 'react';
import { failureDescription } from '@nurse/api-client';
import { useNotify } from '@nurse/ui-kit';
import { SETTINGS_TEXTS } from './settings-texts';

/**
 * Runs a save and tells her how it went, as the product's other screens do: "Settings saved", or the
 * server's reason when it refused (a 4xx), otherwise the screen's own failure text.
 */
export function useSaveFeedback() {
  const notify = useNotify();
  return useCallback(
    async (
      save: () => Promise<unknown>,
      texts: { saved: string; failed: string } = { saved: SETTINGS_TEXTS.saved, failed: SETTINGS_TEXTS.saveFailed },
    ) => {
      try {
        await save();
        notify.success(texts.saved);
      } catch (error) {
        notify.error('Error', failureDescription(error, texts.failed));
      }
    },
    [notify],
  );
}
