import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { failureDescription, type ThreadMessage as Message } from '@nurse/api-client';
import { findPatientInformation, LIMITS, patientInformationQuestion } from '@nurse/domain';
import { Button, TextArea, useNotify } from '@nurse/ui-kit';
import { useDeleteMessageMutation, useEditMessageMutation, type ThreadKey } from '../../shared/api/network-api';
import { ActionDialog } from '../../shared/components/action-dialog';
import { LazyDropdown } from '../../shared/components/lazy-dropdown';
import { PatientInformationCheck } from '../../shared/components/patient-information-check';
import { NETWORK_TEXTS } from '../../shared/texts';
import { relativeTime } from '../../shared/utils/relative-time';
import { messageChangesAt } from '../utils/message-changes';
import { ReactionBar } from './reaction-bar';
import { MessageAttachments } from './message-attachments';

interface ThreadMessageProps {
  /** A message of a pair's thread or of a group's (whose messages go to no one nurse). */
  message: Omit<Message, 'toUserId'>;
  nurseId: number;
  /** The pair's or the group's thread the message is in. */
  thread: ThreadKey;
  names: ReadonlyMap<number, string>;
  /** In a group: who sent it, shown above the text of the others' messages. */
  senderName?: string;
  /** In a group, on her own message: "Read by N" (instead of the pair's read mark). */
  readBy?: string | null;
  /** The time the edit and delete windows are read against. */
  now: Date;
  /** In a conversation: reactions, edits and deletions are open (not on a message request). */
  inConversation: boolean;
  readMarked: boolean;
  onReport: (messageId: number) => void;
  /** On the message she opened from a search: it takes focus. */
  focusRef?: Ref<HTMLLIElement>;
  /** Marked for a moment as the message she opened from a search. */
  found?: boolean;
}

/**
 * A stored message of the thread: its text ("This message was deleted" once its sender deleted it),
 * when it was sent, "edited" when it was changed, the read mark, Report on hers, and under it the
 * reactions. On her own message, while its windows are open, a menu offers Edit (the text becomes a box
 * with Save and Cancel; Enter saves, Escape cancels) and Delete (after a confirmation).
 */
export function ThreadMessage({
  message,
  nurseId,
  thread,
  names,
  senderName,
  readBy = null,
  now,
  inConversation,
  readMarked,
  onReport,
  focusRef,
  found = false,
}: ThreadMessageProps) {
  const notify = useNotify();
  const mine = message.fromUserId === nurseId;
  const deleted = message.deletedAt !== null;
  const { canEdit, canDelete } = inConversation ? messageChangesAt(message, nurseId, now) : { canEdit: false, canDelete: false };
  const [menuOpen, setMenuOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [patientInformationCheck, setPatientInformationCheck] = useState<string | null>(null);
  const [edit, editing] = useEditMessageMutation();
  const [remove, removing] = useDeleteMessageMutation();
  const actions = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLFormElement>(null);
  const isEditing = draft !== null;

  // Opening the editor puts her in its box, the cursor after her text: once the key that chose Edit
  // from the menu is done, or its Enter would land in the box as a new line.
  useEffect(() => {
    if (!isEditing) return undefined;
    const timer = setTimeout(() => {
      const box = editor.current?.querySelector('textarea');
      box?.focus();
      box?.setSelectionRange(box.value.length, box.value.length);
    }, 0);
    return () => clearTimeout(timer);
  }, [isEditing]);

  const stopEditing = () => {
    setDraft(null);
    setPatientInformationCheck(null);
    actions.current?.focus();
  };

  const save = async (patientInformationConfirmed = false) => {
    if (draft === null || draft.trim() === '' || editing.isLoading) return;
    const signs = findPatientInformation(draft);
    if (signs.length > 0 && !patientInformationConfirmed) {
      setPatientInformationCheck(patientInformationQuestion(signs));
      return;
    }
    setPatientInformationCheck(null);
    if (draft === message.content) return stopEditing();
    try {
      await edit({
        messageId: message.id,
        ...thread,
        content: draft,
        ...(patientInformationConfirmed ? { patientInformationConfirmed } : {}),
      }).unwrap();
      stopEditing();
    } catch (error) {
      notify.error(NETWORK_TEXTS.editFailed, failureDescription(error, NETWORK_TEXTS.tryAgain));
    }
  };

  const deleteForEveryone = async () => {
    try {
      await remove({ messageId: message.id, ...thread }).unwrap();
      setConfirmingDelete(false);
    } catch (error) {
      setConfirmingDelete(false);
      notify.error(NETWORK_TEXTS.deleteFailed, failureDescription(error, NETWORK_TEXTS.tryAgain));
    }
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stopEditing();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  const side = mine ? 'mine' : 'theirs';
  return (
    <li
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className={`nw-message nw-message--${side}${draft === null ? '' : ' nw-message--editing'}${found ? ' nw-message--found' : ''}`}
    >
      {draft === null ? (
        <div className={`nw-bubble nw-bubble--${side}`}>
          {senderName && !mine ? <p className="nw-bubble__sender">{senderName}</p> : null}
          {!deleted && message.attachments.length > 0 ? <MessageAttachments attachments={message.attachments} /> : null}
          {!deleted && message.content === '' ? null : (
            <p className={`nw-bubble__text${deleted ? ' nw-bubble__text--deleted' : ''}`}>
              {deleted ? NETWORK_TEXTS.messageDeleted : message.content}
            </p>
          )}
          <span className="nw-bubble__meta">
            <time dateTime={message.createdAt}>{relativeTime(message.createdAt, now)}</time>
            {message.editedAt !== null && !deleted ? ` · ${NETWORK_TEXTS.edited}` : null}
            {readMarked ? ` · ${NETWORK_TEXTS.read}` : null}
            {readBy ? ` · ${readBy}` : null}
            {mine || deleted ? null : (
              <Button
                type="link"
                size="small"
                className="nw-bubble__report"
                onClick={() => onReport(message.id)}
                aria-label="Report this message"
              >
                {NETWORK_TEXTS.report}
              </Button>
            )}
            {canEdit || canDelete ? (
              <LazyDropdown
                trigger={['click']}
                open={menuOpen}
                onOpenChange={setMenuOpen}
                menu={{
                  items: [
                    ...(canEdit ? [{ key: 'edit', label: NETWORK_TEXTS.editMessage }] : []),
                    ...(canDelete ? [{ key: 'delete', label: NETWORK_TEXTS.deleteMessage, danger: true }] : []),
                  ],
                  onClick: ({ key }) => {
                    setMenuOpen(false);
                    if (key === 'edit') setDraft(message.content);
                    else setConfirmingDelete(true);
                  },
                }}
              >
                <Button
                  ref={actions}
                  type="text"
                  size="small"
                  className="nw-bubble__actions"
                  aria-label={NETWORK_TEXTS.messageActions}
                  aria-haspopup="menu"
                  aria-expanded={menuOpen}
                >
                  <span aria-hidden="true">⋯</span>
                </Button>
              </LazyDropdown>
            ) : null}
          </span>
        </div>
      ) : (
        <form
          ref={editor}
          className="nw-message__editor"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextArea
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onEditorKeyDown}
            aria-label={NETWORK_TEXTS.editMessageLabel}
            maxLength={LIMITS.messageMax}
            autoSize={{ minRows: 1, maxRows: 5 }}
          />
          <div className="nw-message__editor-buttons">
            <Button onClick={stopEditing}>{NETWORK_TEXTS.cancelEdit}</Button>
            <Button type="primary" htmlType="submit" disabled={draft.trim() === ''} loading={editing.isLoading}>
              {NETWORK_TEXTS.saveEdit}
            </Button>
          </div>
          <PatientInformationCheck
            question={patientInformationCheck}
            actionLabel={NETWORK_TEXTS.patientInformationConfirmEdit}
            onConfirm={() => void save(true)}
            onClose={() => setPatientInformationCheck(null)}
          />
        </form>
      )}
      {inConversation && !deleted ? (
        <ReactionBar messageId={message.id} nurseId={nurseId} thread={thread} reactions={message.reactions} names={names} />
      ) : null}
      {confirmingDelete ? (
        <ActionDialog
          title={NETWORK_TEXTS.deleteConfirmTitle}
          actionLabel={NETWORK_TEXTS.deleteConfirmAction}
          actionDisabled={false}
          busy={removing.isLoading}
          danger
          onAction={() => void deleteForEveryone()}
          onClose={() => setConfirmingDelete(false)}
        >
          <p>{NETWORK_TEXTS.deleteConfirmBody}</p>
        </ActionDialog>
      ) : null}
    </li>
  );
}
