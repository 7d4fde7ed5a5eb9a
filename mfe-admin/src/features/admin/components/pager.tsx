import { Button } from '@nurse/ui-kit';

interface PagerProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** The server's cursor to the next page; null on the last one. */
  nextCursor: string | null | undefined;
  disabled?: boolean;
  onPrevious(): void;
  onNext(nextCursor: string): void;
}

/** Server-side paging: Previous / Next with the current position. */
export function Pager({ label, page, pageSize, total, nextCursor, disabled, onPrevious, onNext }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 12, flexWrap: 'wrap', marginTop: 16 }}
    >
      <span aria-live="polite">
        {first}–{last} of {total}
      </span>
      <Button onClick={onPrevious} disabled={disabled || page <= 1}>
        Previous
      </Button>
      <span>
        Page {Math.min(page, pageCount)} of {pageCount}
      </span>
      <Button onClick={() => nextCursor && onNext(nextCursor)} disabled={disabled || !nextCursor}>
        Next
      </Button>
    </nav>
  );
}
