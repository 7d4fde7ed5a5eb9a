import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Input } from '@nurse/ui-kit/forms';
import type { SuggestComboboxProps } from './suggest-combobox';

export interface SuggestInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for the current text, already limited by the caller. */
  suggestions: readonly string[];
  /** A suggestion was chosen (clicked, or Enter on the one highlighted with the arrows). */
  onPick: (suggestion: string) => void;
  /** Enter with no suggestion highlighted; without it Enter does nothing special. */
  onEnter?: (text: string) => void;
  onFocus?: () => void;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
  /**
   * Lays the suggestion list out in the page flow under the field instead of floating over what
   * follows, so that inside a dialog it pushes the chips and the dialog's buttons down rather than
   * covering them.
   */
  inline?: boolean;
}

type Combobox = ComponentType<SuggestComboboxProps>;

/** Without the combobox's code the plain field still takes text and Enter; suggestions come later. */
const keepPlainField = () => undefined;

let loadedCombobox: Combobox | null = null;
let loadingCombobox: Promise<Combobox> | null = null;

/**
 * Downloads the combobox's code (antd's AutoComplete through the kit's choice entry), once per page.
 * Tests call it before rendering, so every field is the combobox from the start.
 */
export function loadSuggestCombobox(): Promise<Combobox> {
  loadingCombobox ??= import('./suggest-combobox').then(
    (module) => (loadedCombobox = module.SuggestCombobox),
    (error: unknown) => {
      // A failed download (offline a moment) is tried again at the next focus or keystroke.
      loadingCombobox = null;
      throw error;
    },
  );
  return loadingCombobox;
}

/**
 * A text field with suggestions. Until a nurse first focuses or types in one, it is a plain text field
 * (with its label, value, Enter and errors), and the combobox's code is not downloaded: the choice
 * entry weighs about 30 KB gzipped, more than the onboarding page has to spare, and is only of use
 * once she types. Then the combobox takes the field's place with the focus and the caret where they
 * were: arrows move through the suggestions, Enter takes the highlighted one or hands the text to
 * onEnter, Escape closes the list only, and the list hides 200 ms after the field loses focus.
 */
export function SuggestInput(props: SuggestInputProps) {
  const [Loaded, setLoaded] = useState<Combobox | null>(() => loadedCombobox);
  const plainField = useRef<HTMLInputElement>(null);
  const handoff = useRef<SuggestComboboxProps['handoff']>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (Loaded) return <Loaded {...props} handoff={handoff.current} />;

  const arm = () => {
    void loadSuggestCombobox().then((combobox) => {
      if (!mounted.current) return;
      const field = plainField.current;
      handoff.current =
        field && document.activeElement === field ? { selectionStart: field.selectionStart, selectionEnd: field.selectionEnd } : null;
      setLoaded(() => combobox);
    }, keepPlainField);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !props.onEnter) return;
    event.preventDefault();
    props.onEnter(props.value);
  };
  return (
    <div className="nk-suggest">
      <Input
        ref={(input) => {
          plainField.current = input?.input ?? null;
        }}
        id={props.id}
        value={props.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? 'off'}
        disabled={props.disabled}
        status={props.invalid ? 'error' : undefined}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        onFocus={() => {
          arm();
          props.onFocus?.();
        }}
        onChange={(event) => {
          arm();
          props.onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
