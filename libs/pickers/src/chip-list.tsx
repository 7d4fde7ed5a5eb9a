import type { ReactNode } from 'react';
import './pickers.css';
import { Button, SecondaryText } from '@nurse/ui-kit';
import { Tag } from '@nurse/ui-kit/data';

interface ChipListProps {
  items: readonly string[];
  /** What the chips are, for screen readers: 'Experienced in'. */
  label: string;
  color?: string;
  onRemove?: (item: string) => void;
  empty?: string;
  /** Extra content after a chip's text (an eNLC toggle, for one). */
  extra?: (item: string) => ReactNode;
}

/** A row of chips; with onRemove each has a labelled remove button, reachable with the keyboard. */
export function ChipList({ items, label, color, onRemove, empty, extra }: ChipListProps) {
  if (items.length === 0) return empty ? <SecondaryText className="nk-chips__empty">{empty}</SecondaryText> : null;
  return (
    <ul className="nk-chips" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Tag color={color} className="nk-chip">
            <span className="nk-chip__text">{item}</span>
            {extra?.(item)}
            {onRemove ? (
              <Button type="text" size="small" className="nk-chip__remove" aria-label={`Remove ${item}`} onClick={() => onRemove(item)}>
                ×
              </Button>
            ) : null}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
