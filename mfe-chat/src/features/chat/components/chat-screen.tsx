import { useEffect, useRef, useState } from 'react';
import { failureDescription, type SuggestedAction } from '@nurse/api-client';
import { LIMITS, ROUTES } from '@nurse/domain';
import { useSignedInNurse } from '@nurse/host';
import { Button, ButtonLink, Input, Spin, useNotify } from '@nurse/ui-kit';
import { Panel } from '@nurse/ui-kit/data';
import { useAskMutation, useChatHistoryQuery, useReplyInProgressQuery, useSaveChatMessageMutation } from '../api/chat-api';
import { CHAT_TEXTS } from '../texts';
import { chatSessionId } from '../utils/chat-session';
import { ChatMessage } from './chat-message';

const WELCOME_ACTIONS: SuggestedAction[] = [
  { type: 'specialty', label: CHAT_TEXTS.exploreSpecialties, value: '' },
  { type: 'connections', label: CHAT_TEXTS.findConnections, value: 'connections' },
];

/**
 * /dashboard for a live nurse: her conversation with the career assistant. Sending saves her question,
 * shows the assistant typing, then its answer as it is written, saves the answer and reads the
 * conversation again; a failure says so and keeps her question in the box.
 */
export function ChatScreen() {
  const { nurse } = useSignedInNurse();
  const notify = useNotify();
  const history = useChatHistoryQuery(nurse.id, { refetchOnMountOrArgChange: true });
  const [save] = useSaveChatMessageMutation();
  const [ask] = useAskMutation();
  const { data: replySoFar = '' } = useReplyInProgressQuery();
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const messages = history.data ?? [];

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, asking, replySoFar]);

  const send = async () => {
    const question = draft.trim();
    if (!question || asking !== null) return;
    setAsking(question);
    setDraft('');
    const base = { userId: nurse.id, sessionId: chatSessionId(nurse.id) };
    try {
      await save({ ...base, messageType: 'user', message: question }).unwrap();
      const reply = await ask({ message: question, userId: nurse.id }).unwrap();
      await save({ ...base, messageType: 'assistant', ...reply }).unwrap();
    } catch (error) {
      notify.error(CHAT_TEXTS.sendFailed, failureDescription(error, CHAT_TEXTS.tryAgain));
      setDraft(question);
    } finally {
      await history.refetch();
      setAsking(null);
    }
  };

  const showQuestion = asking !== null && messages.at(-1)?.message !== asking;
  return (
    <div className="ch-page">
      <div className="ch-page__head">
        <h1 className="ch-page__title">{CHAT_TEXTS.title}</h1>
        <ButtonLink to={ROUTES.careerWizard} type="default">
          {CHAT_TEXTS.careerWizard}
        </ButtonLink>
      </div>
      <Panel className="ch-panel">
        {history.isLoading ? (
          <Spin />
        ) : (
          <ol className="ch-messages" aria-label="Conversation" aria-live="polite">
            {messages.length === 0 && asking === null ? (
              <ChatMessage author="assistant" text={CHAT_TEXTS.welcome(nurse.name.split(' ')[0] ?? nurse.name)} actions={WELCOME_ACTIONS} />
            ) : null}
            {messages.map((message) => (
              <ChatMessage key={message.id} author={message.messageType} text={message.message} actions={message.suggestedActions} />
            ))}
            {showQuestion ? <ChatMessage author="user" text={asking} /> : null}
            {asking !== null && replySoFar !== '' ? <ChatMessage author="assistant" text={replySoFar} /> : null}
            {asking !== null && replySoFar === '' ? (
              <li className="ch-typing" role="status" aria-label={CHAT_TEXTS.typing}>
                <span />
                <span />
                <span />
              </li>
            ) : null}
            <li ref={end} aria-hidden="true" className="ch-messages__end" />
          </ol>
        )}
        <form
          className="ch-composer"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={CHAT_TEXTS.placeholder}
            aria-label="Your question"
            maxLength={LIMITS.chatMessageMax}
            disabled={asking !== null}
            size="large"
          />
          <Button type="primary" htmlType="submit" size="large" disabled={draft.trim() === '' || asking !== null} loading={asking !== null}>
            {asking !== null ? CHAT_TEXTS.sending : CHAT_TEXTS.send}
          </Button>
        </form>
      </Panel>
    </div>
  );
}
