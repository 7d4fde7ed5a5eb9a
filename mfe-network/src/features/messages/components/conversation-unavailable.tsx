import { Button } from '@nurse/ui-kit';
import { NETWORK_TEXTS } from '../../shared/texts';

/**
 * A conversation she had open that can no longer be shown: the other nurse blocked her or was blocked,
 * left or was suspended. The words are the same whatever the reason, so that a block is never told.
 */
export function ConversationUnavailable({ onBack }: { onBack: () => void }) {
  return (
    <div className="nw-thread__notice nw-thread__unavailable" role="status">
      <p>{NETWORK_TEXTS.conversationUnavailable}</p>
      <Button className="nw-thread__back" onClick={onBack} aria-label="Back to conversations">
        ←
      </Button>
    </div>
  );
}
