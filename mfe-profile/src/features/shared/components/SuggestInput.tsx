import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextInput } from '../ui/controls';
import { TIMINGS_MS } from '@nurse/domain';

export interface SuggestInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for the current text, already limited by the caller. */
  suggestions: readonly string[];
  /** A suggestion was chosen (clicked, or Enter on the highlighted one). */
  onPick: (suggestion: string) => void;
  /** Enter with no suggestion highlighted; without it Enter does nothing special. */
  onEnter?: (text: string) => void;
  onFocus?: () => void;
  renderSuggestion?: (suggestion: string) => ReactNode;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
}

/**
 * A text field with a suggestion list (WAI-ARIA combobox): arrows move through the suggestions, Enter
 * takes the highlighted one (or hands the text to onEnter), Escape closes, and the list hides 200 ms after
 * the field loses focus (spec §5) so that a click on a suggestion still lands.
 */
export function SuggestInput({
  id,
  value,
  onChange,
  suggestions,
  onPick,
  onEnter,
  onFocus,
  renderSuggestion,
  placeholder,
  describedBy,
  invalid,
  autoComplete = 'off',
  maxLength,
  disabled,
}: SuggestInputProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const listId = `${id}-suggestions`;
  const visible = open && suggestions.length > 0;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const pick = (suggestion: string) => {
    onPick(suggestion);
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (suggestions.length === 0 ? -1 : (index + 1) % suggestions.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => (suggestions.length === 0 ? -1 : index <= 0 ? suggestions.length - 1 : index - 1));
        break;
      case 'Enter': {
        const highlighted = visible && active >= 0 ? suggestions[active] : undefined;
        if (highlighted !== undefined) {
          event.preventDefault();
          pick(highlighted);
        } else if (onEnter) {
          event.preventDefault();
          onEnter(value);
          setActive(-1);
        }
        break;
      }
      case 'Escape':
        if (visible) {
          event.preventDefault();
          setOpen(false);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className="pf-suggest">
      <TextInput
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={listId}
        aria-activedescendant={visible && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        invalid={invalid}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          window.clearTimeout(closeTimer.current);
          setOpen(true);
          onFocus?.();
        }}
        onBlur={() => {
          window.clearTimeout(closeTimer.current);
          closeTimer.current = window.setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, TIMINGS_MS.suggestionBlurClose);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className="pf-suggest__list" hidden={!visible} aria-label="Suggestions">
        {visible
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`pf-suggest__option${index === active ? ' pf-suggest__option--active' : ''}`}
                // Keeps the focus in the field, so choosing does not start the blur timer.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
              >
                {renderSuggestion ? renderSuggestion(suggestion) : suggestion}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
