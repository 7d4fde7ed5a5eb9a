import { useState } from 'react';
import './pickers.css';
import { Button } from '@nurse/ui-kit';
import { ChipList } from './chip-list';
import { SuggestInput } from './suggest-input';

export interface SpecialtyPickerProps {
  id: string;
  /** Visible label of the text field. */
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** Suggestions for the typed text (already limited and without names that are taken). */
  suggest: (text: string) => string[];
  /**
   * Enter or Add with typed text: returns the list to keep, or null when the text matched nothing
   * (the caller tells the user); a promise of either while the caller still loads its rule. Picking a
   * suggestion adds it as it is.
   */
  resolve: (text: string, items: readonly string[]) => string[] | null | Promise<string[] | null>;
  /** The field got focus: a caller that loads its suggestions on demand starts here. */
  onFocus?: () => void;
  chipColor?: string;
  chipsLabel: string;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  empty?: string;
  /** Lay the suggestions out in the flow under the field (inside a dialog). */
  inlineSuggestions?: boolean;
}

/** A chip list of specialties with a suggesting field to add more (onboarding and the profile dialogs). */
export function SpecialtyPicker({
  id,
  label,
  items,
  onChange,
  suggest,
  resolve,
  onFocus,
  chipColor,
  chipsLabel,
  placeholder,
  describedBy,
  invalid,
  empty,
  inlineSuggestions,
}: SpecialtyPickerProps) {
  const [text, setText] = useState('');
  const suggestions = text.trim() === '' ? [] : suggest(text);

  const keep = (next: string[] | null) => {
    if (next === null) return;
    onChange(next);
    setText('');
  };
  // A rule at hand answers at once; one still loading answers when it has.
  const add = (value: string) => {
    const next = resolve(value, items);
    if (next instanceof Promise) void next.then(keep);
    else keep(next);
  };

  return (
    <div className="nk-picker">
      <label htmlFor={id} className="nk-picker__label">
        {label}
      </label>
      <div className="nk-picker__row">
        <SuggestInput
          id={id}
          value={text}
          onChange={setText}
          suggestions={suggestions}
          onPick={(suggestion) => {
            onChange(items.includes(suggestion) ? [...items] : [...items, suggestion]);
            setText('');
          }}
          onEnter={add}
          onFocus={onFocus}
          placeholder={placeholder}
          describedBy={describedBy}
          invalid={invalid}
          maxLength={100}
          inline={inlineSuggestions}
        />
        <Button onClick={() => add(text)} disabled={text.trim() === ''} aria-label={`Add to ${chipsLabel}`}>
          Add
        </Button>
      </div>
      <ChipList
        items={items}
        label={chipsLabel}
        color={chipColor}
        empty={empty}
        onRemove={(item) => onChange(items.filter((entry) => entry !== item))}
      />
    </div>
  );
}
