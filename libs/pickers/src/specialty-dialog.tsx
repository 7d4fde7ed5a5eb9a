import { useState } from 'react';
import { findSpecialty, PROFILE_SPECIALTY_SUGGESTION_LIMIT } from '@nurse/catalogue';
import { PROFILE_VALIDATION } from '@nurse/domain';
import { Button } from '@nurse/ui-kit';
import { Modal } from '@nurse/ui-kit/feedback';
import { SpecialtyPicker } from './specialty-picker';
import { useNotify } from '@nurse/ui-kit';
import { addUnique, dialogSpecialtySuggestions } from './specialty-match';

export const SPECIALTY_DIALOG_TEXTS = {
  discardTitle: 'Discard your changes?',
  discardBody: 'The specialties you added or removed in this dialog will not be saved.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
} as const;

interface SpecialtyDialogProps {
  open: boolean;
  title: string;
  /** The list as it is on the page; the dialog works on a copy. */
  items: readonly string[];
  /** Names not to suggest besides the draft's own (for interests: the specialties of experience). */
  alsoExclude?: readonly string[];
  chipColor: string;
  chipsLabel: string;
  onSave: (items: string[]) => void;
  onCancel: () => void;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Editing dialog of Experienced In and Also Interested In: opening copies the list into a
 * draft, Save commits it, Cancel discards it. Suggestions: at most 8, none already chosen, laid out
 * under the field so they never cover the chips or the buttons. Escape closes an open suggestion list
 * only; with the list closed it closes the dialog, after asking first when the draft has changes.
 */
export function SpecialtyDialog(props: SpecialtyDialogProps) {
  // Mounted only while open, so each opening starts from a fresh copy.
  return props.open ? <SpecialtyDialogContent {...props} /> : null;
}

function SpecialtyDialogContent({ title, items, alsoExclude = [], chipColor, chipsLabel, onSave, onCancel }: SpecialtyDialogProps) {
  const [draft, setDraft] = useState<string[]>(() => [...items]);
  const notify = useNotify();
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const suggest = (text: string) => dialogSpecialtySuggestions(text, [...draft, ...alsoExclude], PROFILE_SPECIALTY_SUGGESTION_LIMIT);

  /** Escape, the close button or a click outside: a changed draft is only dropped when she confirms. */
  const requestClose = () => {
    if (sameList(draft, items)) {
      onCancel();
      return;
    }
    setAskingToDiscard(true);
  };

  return (
    <Modal
      open
      title={title}
      onCancel={requestClose}
      width={560}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="save" type="primary" onClick={() => onSave(draft)}>
          Save
        </Button>,
      ]}
    >
      <SpecialtyPicker
        id="profile-specialty-dialog"
        label="Search specialties"
        chipsLabel={chipsLabel}
        chipColor={chipColor}
        items={draft}
        onChange={setDraft}
        suggest={suggest}
        resolve={(text, current) => {
          const name = findSpecialty(text) ?? suggest(text)[0];
          if (!name) {
            notify.error(PROFILE_VALIDATION.invalidSpecialtyTitle, PROFILE_VALIDATION.invalidSpecialty);
            return null;
          }
          return addUnique(current, name);
        }}
        placeholder="e.g. ICU, Oncology"
        empty="None yet."
        inlineSuggestions
      />
      <Modal
        open={askingToDiscard}
        title={SPECIALTY_DIALOG_TEXTS.discardTitle}
        okText={SPECIALTY_DIALOG_TEXTS.discard}
        okButtonProps={{ danger: true }}
        cancelText={SPECIALTY_DIALOG_TEXTS.keepEditing}
        onOk={onCancel}
        onCancel={() => setAskingToDiscard(false)}
        width={416}
        destroyOnHidden
      >
        <p>{SPECIALTY_DIALOG_TEXTS.discardBody}</p>
      </Modal>
    </Modal>
  );
}
