import { Input } from '@nurse/ui-kit';
import { readableDay } from '../utils/calendar-day';

interface DayInputProps {
  id: string;
  /** '2026-11-28'. */
  value: string;
  /** Today: no later day can be picked. */
  max: string;
  onChange: (day: string) => void;
}

/**
 * The phone's own date field (and its calendar), showing the chosen day in her words ('Nov 28') rather
 * than the browser's digits, which a narrow field cuts to '11/28'. The digits come back while she types.
 */
export function DayInput({ id, value, max, onChange }: DayInputProps) {
  const shownId = `${id}-shown`;
  return (
    <span className="nw-day-input">
      <Input
        id={id}
        type="date"
        className="nw-day-input__field"
        value={value}
        max={max}
        aria-describedby={shownId}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={shownId} className="nw-day-input__shown" aria-hidden="true">
        {readableDay(value, max)}
      </span>
    </span>
  );
}
