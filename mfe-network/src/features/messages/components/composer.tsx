import { useRef, type KeyboardEvent } from 'react';
import { LIMITS, MESSAGE_ATTACHMENT_ACCEPT, MESSAGE_ATTACHMENT_TEXTS, MESSAGE_ATTACHMENTS_MAX } from '@nurse/domain';
import { Button, TextArea } from '@nurse/ui-kit';
import type { MessageSender, MessageTarget } from '../../shared/hooks/use-send-message';
import { PatientInformationCheck } from '../../shared/components/patient-information-check';
import { NETWORK_TEXTS } from '../../shared/texts';
import { useTypingSignal } from '../hooks/use-typing-signal';
import { useAttachmentUploads, type ChosenAttachment } from '../hooks/use-attachment-uploads';

/**
 * The reply box under a thread: Enter sends, Shift+Enter starts a new line; it grows from 40 to 128 px.
 * It clears as the message is sent (the thread shows it as sending until it is stored) and gets the
 * draft back when sending fails. She may write the next message meanwhile; it is sent once the first is
 * stored. In a conversation (`signalsTyping`), typing tells the other nurse so, at most once every few
 * seconds, and she may attach up to five photos or PDFs (`attaches`), each uploaded as she picks it with
 * its progress shown, removable until the message goes; a message request carries words only. A
 * message that looks like it holds patient information, or carries a photo, waits for her to confirm
 * it holds none.
 */
export function Composer({
  to,
  toName,
  sender,
  signalsTyping,
  attaches = signalsTyping,
}: {
  /** The nurse or the group the message goes to. */
  to: MessageTarget;
  toName: string;
  sender: MessageSender;
  signalsTyping: boolean;
  attaches?: boolean;
}) {
  const { draft, setDraft, blank, sending, send, patientInformationCheck, dismissPatientInformationCheck } = sender;
  const typing = useTypingSignal(to);
  const uploads = useAttachmentUploads();
  const picker = useRef<HTMLInputElement>(null);
  const { attached, uploading } = uploads;
  const nothingToSend = blank && attached.ids.length === 0;
  const full = uploads.chosen.filter((item) => item.status !== 'refused').length >= MESSAGE_ATTACHMENTS_MAX;

  const submit = async (confirmed = false) => {
    if (uploading) return;
    if (await send(confirmed, attached)) uploads.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="nw-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {uploads.chosen.length > 0 ? (
        <ul className="nw-composer__files" aria-label="Attached files">
          {uploads.chosen.map((item) => (
            <ChosenFileRow key={item.key} item={item} onRemove={() => uploads.remove(item.key)} />
          ))}
        </ul>
      ) : null}
      <div className="nw-composer__row">
        {attaches ? (
          <>
            <input
              ref={picker}
              type="file"
              className="nw-composer__picker"
              accept={MESSAGE_ATTACHMENT_ACCEPT}
              multiple
              hidden
              onChange={(event) => {
                if (event.target.files) uploads.add(Array.from(event.target.files));
                event.target.value = '';
              }}
            />
            <Button
              className="nw-composer__attach"
              aria-label={MESSAGE_ATTACHMENT_TEXTS.attach}
              title={full ? MESSAGE_ATTACHMENT_TEXTS.tooMany : MESSAGE_ATTACHMENT_TEXTS.attach}
              disabled={full}
              onClick={() => picker.current?.click()}
            >
              <span aria-hidden="true">📎</span>
            </Button>
          </>
        ) : null}
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
        <Button type="primary" htmlType="submit" disabled={nothingToSend || uploading} loading={sending}>
          {sending ? NETWORK_TEXTS.sending : NETWORK_TEXTS.send}
        </Button>
      </div>
      <PatientInformationCheck
        question={patientInformationCheck}
        onConfirm={() => void submit(true)}
        onClose={dismissPatientInformationCheck}
      />
    </form>
  );
}

/** One chosen file: its name, its progress while on its way, why it was refused, and Remove. */
function ChosenFileRow({ item, onRemove }: { item: ChosenAttachment; onRemove: () => void }) {
  return (
    <li className={`nw-composer__file${item.status === 'refused' ? ' nw-composer__file--refused' : ''}`}>
      <span aria-hidden="true">{item.photo ? '🖼️' : '📄'}</span>
      <span className="nw-composer__file-name" title={item.name}>
        {item.name}
      </span>
      {item.status === 'uploading' ? (
        <progress
          className="nw-composer__progress"
          max={1}
          value={item.progress}
          aria-label={`${MESSAGE_ATTACHMENT_TEXTS.uploading} ${item.name}`}
        />
      ) : null}
      {item.status === 'refused' ? (
        <span className="nw-composer__refusal" role="alert">
          {item.refusal}
        </span>
      ) : null}
      <Button type="text" size="small" onClick={onRemove} aria-label={MESSAGE_ATTACHMENT_TEXTS.remove(item.name)}>
        ✕
      </Button>
    </li>
  );
}
