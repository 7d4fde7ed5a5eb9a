import { Button, UserAvatar } from '@nurse/ui-kit';
import { EmptyState } from '@nurse/ui-kit/data';
import { useUnmuteConversationMutation, type MutedConversation } from './settings-api';
import { SETTINGS_TEXTS } from './settings-texts';
import { useSaveFeedback } from './use-save-feedback';

/** The conversations she muted (they raise no notifications), each with Unmute. */
export function MutedConversationsSection({ conversations }: { conversations: readonly MutedConversation[] }) {
  const [unmute, { isLoading, originalArgs }] = useUnmuteConversationMutation();
  const saveWithFeedback = useSaveFeedback();

  return (
    <section className="nk-settings__section" aria-labelledby="settings-muted">
      <h2 id="settings-muted">Muted conversations</h2>
      {conversations.length === 0 ? (
        <EmptyState
          title="No muted conversations"
          description="When you mute a conversation, its messages still arrive but no longer notify you. It is listed here."
        />
      ) : (
        <ul className="nk-settings__muted">
          {conversations.map(({ user }) => (
            <li key={user.id} className="nk-settings__muted-item">
              <UserAvatar name={user.name} src={user.profilePhoto} size={32} />
              <span className="nk-settings__muted-name">{user.name}</span>
              <Button
                onClick={() =>
                  void saveWithFeedback(() => unmute(user.id).unwrap(), {
                    saved: SETTINGS_TEXTS.unmuted,
                    failed: SETTINGS_TEXTS.unmuteFailed,
                  })
                }
                loading={isLoading && originalArgs === user.id}
                aria-label={`Unmute ${user.name}`}
              >
                Unmute
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
