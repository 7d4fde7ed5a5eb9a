import { useState } from 'react';
import type { ReactionSummary } from '@nurse/api-client';
import { failureDescription } from '@nurse/api-client';
import { MESSAGE_REACTION_LOOKS, MESSAGE_REACTIONS, type MessageReaction } from '@nurse/domain';
import { Button, useNotify } from '@nurse/ui-kit';
import { useSetReactionMutation, type ThreadKey } from '../../shared/api/network-api';
import { LazyDropdown } from '../../shared/components/lazy-dropdown';
import { NETWORK_TEXTS } from '../../shared/texts';
import { reactionChips, toggledReaction } from '../utils/message-changes';

interface ReactionBarProps {
  messageId: number;
  nurseId: number;
  /** The pair's or the group's thread the message is in. */
  thread: ThreadKey;
  reactions: readonly ReactionSummary[];
  /** The names of the nurses of the conversation, by id. */
  names: ReadonlyMap<number, string>;
}

/**
 * Under a message: each reaction with its count and (the browser's tooltip and the accessible name) who left it; pressing
 * one toggles hers, and "Add reaction" opens the six. The thread refreshes from the answer, and the
 * other nurse's from the live `reactions` event.
 */
export function ReactionBar({ messageId, nurseId, thread, reactions, names }: ReactionBarProps) {
  const notify = useNotify();
  const [setReaction, { isLoading }] = useSetReactionMutation();
  const [choosing, setChoosing] = useState(false);
  const chips = reactionChips(reactions, nurseId, names);

  const leave = async (reaction: MessageReaction | null) => {
    try {
      await setReaction({ messageId, reaction, ...thread }).unwrap();
    } catch (error) {
      notify.error(NETWORK_TEXTS.reactionFailed, failureDescription(error, NETWORK_TEXTS.tryAgain));
    }
  };

  return (
    <div className="nw-reactions" role="group" aria-label={NETWORK_TEXTS.reactions}>
      {chips.map((chip) => (
        <Button
          key={chip.reaction}
          title={`${chip.label}: ${chip.names.join(', ')}`}
          size="small"
          shape="round"
          className={`nw-reactions__chip${chip.mine ? ' nw-reactions__chip--mine' : ''}`}
          aria-pressed={chip.mine}
          aria-label={NETWORK_TEXTS.reactionLabel(chip.label, chip.names, chip.mine)}
          disabled={isLoading}
          onClick={() => void leave(toggledReaction(chips, chip.reaction))}
        >
          <span aria-hidden="true">{chip.emoji}</span> {chip.count}
        </Button>
      ))}
      <LazyDropdown
        trigger={['click']}
        open={choosing}
        onOpenChange={setChoosing}
        menu={{
          items: MESSAGE_REACTIONS.map((reaction) => ({
            key: reaction,
            label: `${MESSAGE_REACTION_LOOKS[reaction].emoji} ${MESSAGE_REACTION_LOOKS[reaction].label}`,
          })),
          onClick: ({ key }) => {
            setChoosing(false);
            void leave(key as MessageReaction);
          },
        }}
      >
        <Button
          size="small"
          shape="round"
          type="text"
          className="nw-reactions__add"
          aria-label={NETWORK_TEXTS.addReaction}
          aria-haspopup="menu"
          aria-expanded={choosing}
          disabled={isLoading}
        >
          <span aria-hidden="true">🙂+</span>
        </Button>
      </LazyDropdown>
    </div>
  );
}
