import { useState } from 'react';
import { findSpecialty, PROFILE_SPECIALTY_SUGGESTION_LIMIT } from '@nurse/catalogue';
import { PROFILE_VALIDATION } from '@nurse/domain';
import { SpecialtyPicker } from '../../shared/components/SpecialtyPicker';
import { useNotify } from '../../shared/hooks/useNotify';
import { Dialog } from '../../shared/ui/Dialog';
import { addUnique, dialogSpecialtySuggestions } from '../../shared/utils/specialty-match';

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

/**
 * Editing dialog of Experienced In and Also Interested In (spec §4): opening copies the list into a
 * draft, Save commits it, Cancel discards it. Suggestions: at most 8, none already chosen.
 */
export function SpecialtyDialog(props: SpecialtyDialogProps) {
  // Mounted only while open, so each opening starts from a fresh copy.
  return props.open ? <SpecialtyDialogContent {...props} /> : null;
}

function SpecialtyDialogContent({ title, items, alsoExclude = [], chipColor, chipsLabel, onSave, onCancel }: SpecialtyDialogProps) {
  const [draft, setDraft] = useState<string[]>(() => [...items]);
  const notify = useNotify();
  const suggest = (text: string) =>
    dialogSpecialtySuggestions(text, [...draft, ...alsoExclude], PROFILE_SPECIALTY_SUGGESTION_LIMIT);

  return (
    <Dialog open title={title} okText="Save" cancelText="Cancel" onOk={() => onSave(draft)} onCancel={onCancel}>
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
            notify.error({ title: PROFILE_VALIDATION.invalidSpecialtyTitle, description: PROFILE_VALIDATION.invalidSpecialty });
            return null;
          }
          return addUnique(current, name);
        }}
        placeholder="e.g. ICU, Oncology"
        empty="None yet."
      />
    </Dialog>
  );
}
