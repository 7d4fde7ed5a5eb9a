import type { KeyboardEvent } from 'react';
import { LIMITS } from '@nurse/domain';
import { Button, TextArea } from '@nurse/ui-kit';
import type { MessageSender } from '../../shared/hooks/use-send-message';
import { PatientInformationCheck } from '../../shared/components/patient-information-check';
import { NETWORK_TEXTS } from '../../shared/texts';
import { useTypingSignal } from '../hooks/use-typing-signal';

/**
 * The reply box under a thread: Enter sends, Shift+Enter starts a new line; it grows from 40 to 128 px.
 * It clears as the message is sent (the thread shows it as sending until it is stored) and gets the
 * draft back when sending fails. She may write the next message meanwhile; it is sent once the first is
 * stored. In a conversation (`signalsTyping`), typing tells the other nurse so, at most once every few
 * seconds; a message request tells nothing before it is accepted. A message that looks like it holds
 * patient information waits for her to confirm it holds none.
 */
export function Composer({
  toUserId,
  toName,
  sender,
  signalsTyping,
}: {
  toUserId: number;
  toName: string;
  sender: MessageSender;
  signalsTyping: boolean;
}) {
  const { draft, setDraft, blank, sending, send, patientInformationCheck, dismissPatientInformationCheck } = sender;
  const typing = useTypingSignal(toUserId);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className="nw-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        className="nw-composer__input"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (signalsTyping && event.target.value.trim() !== '') typing();
        }}
        onKeyDown={onKeyDown}
        placeholder={`Message ${toName}`}
        aria-label={`Message to ${toName}`}
        maxLength={LIMITS.messageMax}
        autoSize={{ minRows: 1, maxRows: 5 }}
      />
      <Button type="primary" htmlType="submit" disabled={blank} loading={sending}>
        {sending ? NETWORK_TEXTS.sending : NETWORK_TEXTS.send}
      </Button>
      <PatientInformationCheck
        question={patientInformationCheck}
        onConfirm={() => void send(true)}
        onClose={dismissPatientInformationCheck}
      />
    </form>
  );
}
