import { Button } from '@nurse/ui-kit';

interface FilterChipsProps {
  /** The row's name: 'Experienced In'. */
  label: string;
  tone: 'green' | 'blue';
  items: readonly string[];
  selected: readonly string[];
  onToggle: (item: string) => void;
  /** Opens the editor of the list; a row without one has no Edit button. */
  onEdit?: () => void;
  empty: string;
}

/** One row of specialty chips; each chip is a toggle that filters people, jobs and learning below. */
export function FilterChips({ label, tone, items, selected, onToggle, onEdit, empty }: FilterChipsProps) {
  return (
    <div className="nw-chip-row">
      <div className="nw-chip-row__head">
        <h2 className="nw-section-title">{label}</h2>
        {onEdit ? (
          <Button size="small" onClick={onEdit} aria-label={`${items.length > 0 ? 'Edit' : 'Add'} ${label}`}>
            {items.length > 0 ? 'Edit' : 'Add'}
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="nw-muted">{empty}</p>
      ) : (
        <ul className="nw-filter-chips" aria-label={label}>
          {items.map((item) => {
            const on = selected.includes(item);
            return (
              <li key={item}>
                <button
                  type="button"
                  className={`nw-filter-chip nw-filter-chip--${tone}${on ? ' nw-filter-chip--on' : ''}`}
                  aria-pressed={on}
                  onClick={() => onToggle(item)}
                >
                  {item}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
