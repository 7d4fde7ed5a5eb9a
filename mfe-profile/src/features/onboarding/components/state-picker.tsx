import { useState } from 'react';
import { Button, SecondaryText } from '@nurse/ui-kit';
import { Checkbox } from '@nurse/ui-kit/forms';
import { US_STATES } from '@nurse/domain';
import { isEnlcEligible, pickState, removeState, suggestStates, toggleEnlc, toggleState, type LicensedStates } from '@nurse/catalogue';
import { SuggestInput } from '@nurse/pickers';

const nameOf = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

interface StatePickerProps {
  id: string;
  value: LicensedStates;
  onChange: (value: LicensedStates) => void;
}

/**
 * Licensed states for onboarding: only the 50 states; Enter takes the exact match or the first
 * suggestion; no duplicates; an eNLC mark offered only for eligible states, and removed with its state.
 */
export function StatePicker({ id, value, onChange }: StatePickerProps) {
  const [text, setText] = useState('');
  const suggestions = suggestStates(text)
    .filter((state) => !value.selectedStates.includes(state.code))
    .map((state) => `${state.name} (${state.code})`);

  const addCode = (code: string) => {
    if (!value.selectedStates.includes(code)) onChange(toggleState(value, code));
    setText('');
  };

  const addTyped = (typed: string) => {
    const state = pickState(typed);
    if (state) addCode(state.code);
  };

  return (
    <div className="nk-picker">
      <label htmlFor={id} className="pf-field__label">
        Add a state
      </label>
      <div className="nk-picker__row">
        <SuggestInput
          id={id}
          value={text}
          onChange={setText}
          suggestions={suggestions}
          onPick={(label) => addCode(label.slice(-3, -1))}
          onEnter={addTyped}
          placeholder="Type a state, e.g. Ohio"
          describedBy={`${id}-hint`}
          maxLength={40}
        />
        <Button onClick={() => addTyped(text)} disabled={text.trim() === ''} aria-label="Add state">
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="pf-field__hint">
        Mark a state eNLC when your licence there is multistate. States outside the compact have no mark.
      </p>
      {value.selectedStates.length === 0 ? (
        <SecondaryText className="pf-muted">No states added yet.</SecondaryText>
      ) : (
        <ul className="nk-chips" aria-label="Licensed states">
          {value.selectedStates.map((code) => (
            <li key={code} className="pf-state-chip">
              <span title={nameOf(code)}>
                {nameOf(code)} ({code})
              </span>
              {isEnlcEligible(code) ? (
                <Checkbox
                  checked={value.enlcStates.includes(code)}
                  onChange={() => onChange(toggleEnlc(value, code))}
                  className="pf-enlc"
                  aria-label={`${nameOf(code)} multistate (eNLC)`}
                >
                  eNLC
                </Checkbox>
              ) : null}
              <Button
                type="text"
                size="small"
                className="nk-chip__remove"
                aria-label={`Remove ${nameOf(code)}`}
                onClick={() => onChange(removeState(value, code))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
