import { formatBadgeCount } from '@nurse/domain';
import './count-badge.css';

export interface CountBadgeProps {
  count: number;
  /** What is counted, read out by screen readers: "3 pending connection requests". */
  label: string;
  /** The profile page shows the raw count instead of '9+'. */
  raw?: boolean;
}

/** Red count bubble; nothing is shown for zero. */
export function CountBadge({ count, label, raw = false }: CountBadgeProps) {
  if (!Number.isFinite(count) || count <= 0) return null;
  return (
    <span className="nk-count-badge" aria-label={`${count} ${label}`} title={`${count} ${label}`}>
      <span aria-hidden="true">{formatBadgeCount(count, { raw })}</span>
    </span>
  );
}
