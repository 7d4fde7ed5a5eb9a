import { useState, type ReactNode } from 'react';
import { Button, SecondaryText } from '@nurse/ui-kit';
import { Alert, Skeleton } from '@nurse/ui-kit/feedback';
import { SectionCard } from '../../shared/components/section-card';
import { EntryDialog } from './entry-dialog';

interface EntriesSectionProps<Entry extends { id: number }> {
  titleId: string;
  title: string;
  /** 'licence': in 'Add a licence', 'Edit licence' and the empty text. */
  noun: string;
  /** 'licences'; by default the noun with an s. */
  plural?: string;
  /** More actions beside the add button (a download). */
  actions?: ReactNode;
  /** What the section shows above its cards (CE progress per licence). */
  before?: ReactNode;
  query: { data?: Entry[]; isLoading: boolean; isError: boolean };
  card: (entry: Entry, edit: (entry: Entry) => void) => ReactNode;
  /** The add or edit form for `entry` (null: a new one), closing the dialog with `done`. */
  form: (entry: Entry | null, done: () => void) => ReactNode;
}

/** A wallet section: its entries as cards, and the dialog that adds or edits one. */
export function EntriesSection<Entry extends { id: number }>(props: EntriesSectionProps<Entry>) {
  const { titleId, title, noun, plural = `${noun}s`, actions, before, query, card, form } = props;
  // undefined: no dialog; null: adding; an entry: editing it.
  const [editing, setEditing] = useState<Entry | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  const entries = query.data ?? [];

  return (
    <SectionCard
      titleId={titleId}
      title={title}
      extra={
        <div className="wl-actions">
          {actions}
          <Button type="primary" onClick={() => setEditing(null)}>
            {`Add a ${noun}`}
          </Button>
        </div>
      }
    >
      {before}
      {query.isLoading ? <Skeleton active /> : null}
      {query.isError ? <Alert type="error" showIcon title={`Your ${plural} could not be loaded. Reload the page to try again.`} /> : null}
      {!query.isLoading && !query.isError && entries.length === 0 ? <SecondaryText>{`No ${plural} yet.`}</SecondaryText> : null}
      {entries.length > 0 ? (
        <ul className="wl-cards" aria-labelledby={titleId}>
          {entries.map((entry) => (
            <li key={entry.id}>{card(entry, setEditing)}</li>
          ))}
        </ul>
      ) : null}
      <EntryDialog open={editing !== undefined} title={editing ? `Edit ${noun}` : `Add a ${noun}`} onClose={close}>
        {editing !== undefined ? form(editing, close) : null}
      </EntryDialog>
    </SectionCard>
  );
}
