import { Checkbox } from '@nurse/ui-kit/forms';
import { US_STATES } from '@nurse/domain';
import { isEnlcEligible, toggleEnlc, toggleState, type LicensedStates } from '@nurse/catalogue';

interface LicensedStatesGridProps {
  value: LicensedStates;
  onChange: (value: LicensedStates) => void;
}

/**
 * All 50 state codes, each a checkbox, with an eNLC toggle where the state is eligible:
 * usable once the state is selected; unselecting a state removes its mark.
 */
export function LicensedStatesGrid({ value, onChange }: LicensedStatesGridProps) {
  return (
    <ul className="pf-states-grid" aria-label="Licensed states">
      {US_STATES.map((state) => {
        const selected = value.selectedStates.includes(state.code);
        const eligible = isEnlcEligible(state.code);
        return (
          <li key={state.code} className={`pf-states-grid__cell${selected ? ' pf-states-grid__cell--selected' : ''}`}>
            <Checkbox checked={selected} onChange={() => onChange(toggleState(value, state.code))} aria-label={state.name}>
              <span title={state.name}>{state.code}</span>
            </Checkbox>
            {eligible ? (
              <Checkbox
                className="pf-states-grid__enlc"
                checked={value.enlcStates.includes(state.code)}
                disabled={!selected}
                onChange={() => onChange(toggleEnlc(value, state.code))}
                aria-label={`${state.name} multistate (eNLC)`}
              >
                eNLC
              </Checkbox>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
