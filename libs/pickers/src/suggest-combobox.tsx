import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import './pickers.css';
import { AutoComplete } from '@nurse/ui-kit/choice';
import { Input } from '@nurse/ui-kit/forms';
import { TIMINGS_MS } from '@nurse/domain';
import type { SuggestInputProps } from './suggest-input';

/** Where the caret was in the plain field this combobox replaces, when that field had the focus. */
export interface FocusHandoff {
  selectionStart: number | null;
  selectionEnd: number | null;
}

export interface SuggestComboboxProps extends SuggestInputProps {
  /** Takes the focus and the caret over from the plain field on mount. */
  handoff?: FocusHandoff | null;
}

/**
 * The suggestion field once its code has arrived (see SuggestInput): antd AutoComplete, a WAI-ARIA combobox: arrows move through the list,
 * Enter takes the highlighted suggestion or hands the text to onEnter, Escape closes the list only, and
 * the list hides 200 ms after the field loses focus.
 */
export function SuggestCombobox({
  id,
  value,
  onChange,
  suggestions,
  onPick,
  onEnter,
  onFocus,
  placeholder,
  describedBy,
  invalid,
  autoComplete = 'off',
  maxLength,
  disabled,
  inline = false,
  handoff = null,
}: SuggestComboboxProps) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const pickedByKey = useRef(false);
  const blurred = useRef(false);
  const inlineList = useRef<HTMLDivElement>(null);
  const visible = open && suggestions.length > 0;
  // A closed list keeps no options in the page, so nothing stale is left for screen readers.
  const options = useMemo(
    () => (visible ? suggestions.map((suggestion) => ({ value: suggestion, label: suggestion })) : []),
    [visible, suggestions],
  );

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // The nurse was typing in the plain field: the focus and the caret stay where they were.
  useEffect(() => {
    if (!handoff) return;
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement)) return;
    field.focus();
    field.setSelectionRange(handoff.selectionStart, handoff.selectionEnd);
    // Only on mount: the handoff happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    // The list handles Enter first; when it took a suggestion there is nothing left to do.
    if (pickedByKey.current) {
      pickedByKey.current = false;
      return;
    }
    if (onEnter) {
      event.preventDefault();
      onEnter(value);
    }
  };

  return (
    <div className="nk-suggest">
      <AutoComplete
        id={id}
        value={value}
        options={options}
        open={visible}
        defaultActiveFirstOption={false}
        // At most 8 suggestions: every one stays in the DOM as a real option, for screen readers too.
        virtual={false}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        getPopupContainer={inline ? () => inlineList.current ?? document.body : undefined}
        styles={inline ? { popup: { root: { position: 'static' } } } : undefined}
        onOpenChange={(next) => {
          window.clearTimeout(closeTimer.current);
          // Losing focus closes the list through the blur timer below.
          if (next || !blurred.current) setOpen(next);
        }}
        onChange={(text: string) => {
          onChange(text);
          setOpen(true);
        }}
        onSelect={(suggestion: string) => {
          pickedByKey.current = true;
          queueMicrotask(() => {
            pickedByKey.current = false;
          });
          onPick(suggestion);
          setOpen(false);
        }}
        onFocus={() => {
          blurred.current = false;
          window.clearTimeout(closeTimer.current);
          setOpen(true);
          onFocus?.();
        }}
        onBlur={() => {
          blurred.current = true;
          window.clearTimeout(closeTimer.current);
          closeTimer.current = window.setTimeout(() => setOpen(false), TIMINGS_MS.suggestionBlurClose);
        }}
        onKeyDown={onKeyDown}
      >
        <Input
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      </AutoComplete>
      {inline ? <div ref={inlineList} className="nk-suggest__inline" /> : null}
    </div>
  );
}
