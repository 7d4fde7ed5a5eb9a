import type { ReactNode } from 'react';
import { Spin } from '@nurse/ui-kit';
import { EmptyState } from '@nurse/ui-kit/data';
import { LoadFailure } from './load-failure';

/** The part of an RTK Query result a list screen reads. */
interface QueryResult<T> {
  data?: T;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryResult<T>;
  /** What could not be read: 'Failed to fetch connections'. */
  failedTitle: string;
  /** Whether the answer has nothing to show, and what to say then. */
  isEmpty: (data: T) => boolean;
  emptyTitle: string;
  emptyDescription?: string;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A list read from the server: loading, what failed with Retry, its empty state, or the list itself. */
export function QueryView<T>({ query, failedTitle, isEmpty, emptyTitle, emptyDescription, loading, children }: QueryViewProps<T>) {
  if (query.isError) {
    return <LoadFailure title={failedTitle} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <>{loading ?? <Spin />}</>;
  if (isEmpty(query.data)) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return <>{children(query.data)}</>;
}

/** For page answers: empty when they hold no item. */
export const hasNoItems = (page: { items: readonly unknown[] }) => page.items.length === 0;
