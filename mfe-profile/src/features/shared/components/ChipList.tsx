import { Tag } from '../ui/controls';

interface ChipListProps {
  items: readonly string[];
  /** What the chips are, for screen readers: 'Experienced in'. */
  label: string;
  color?: string;
  onRemove?: (item: string) => void;
  empty?: string;
  /** Extra content after a chip's text (an eNLC toggle, for one). */
  extra?: (item: string) => React.ReactNode;
}

/** A row of chips; with onRemove each has a labelled remove button. */
export function ChipList({ items, label, color, onRemove, empty, extra }: ChipListProps) {
  if (items.length === 0) return empty ? <p className="pf-muted">{empty}</p> : null;
  return (
    <ul className="pf-chips" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Tag color={color} className="pf-chip">
            <span>{item}</span>
            {extra?.(item)}
            {onRemove ? (
              <button type="button" className="pf-chip__remove" aria-label={`Remove ${item}`} onClick={() => onRemove(item)}>
                ×
              </button>
            ) : null}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
