import { useId } from 'react';
import { MESSAGE_GROUP_NAME_MAX } from '@nurse/domain';
import { describedBy, FormField, Input } from '@nurse/ui-kit/forms';
import { GROUP_UI_TEXTS } from '../texts';

/** A group's name: labelled, with its length limit as a hint and the limit's message as its error. */
export function GroupNameField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <FormField id={id} label={GROUP_UI_TEXTS.name} hint={GROUP_UI_TEXTS.nameHint} error={error ?? null}>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={MESSAGE_GROUP_NAME_MAX}
        showCount
        {...describedBy(id, { error, hint: true })}
      />
    </FormField>
  );
}
