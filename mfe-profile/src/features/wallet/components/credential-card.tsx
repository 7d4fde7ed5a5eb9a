import { useEffect, useRef, type ReactNode } from 'react';
import type { CredentialDocument } from '@nurse/api-client';
import { EXPIRY_STANDING_WORDS, type ExpiryStanding } from '@nurse/catalogue';
import { Switch } from '@nurse/ui-kit/forms';
import type { WalletKind } from '../api/wallet-api';
import { CardDetails, EntryActions } from './card-parts';
import { DocumentActions } from './document-actions';
import { useReminded } from './reminded-entry';

interface CredentialCardProps {
  kind: WalletKind;
  id: number;
  /** 'RN licence, TX' or 'ACLS': the card's heading and the name in its buttons' labels. */
  title: string;
  standing: ExpiryStanding;
  /** Label and value pairs shown under the heading. */
  details: ReadonlyArray<readonly [string, ReactNode]>;
  document: CredentialDocument | null;
  showOnProfile: boolean;
  onShowOnProfile: (shown: boolean) => void;
  switching: boolean;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}

/** One licence or certification: its standing in words and colour, its details, document and actions. */
export function CredentialCard(props: CredentialCardProps) {
  const { kind, id, title, standing, details, document, showOnProfile, onShowOnProfile, switching, onEdit, onDelete } = props;
  const headingId = `wl-${kind}-${id}-title`;
  const switchId = `wl-${kind}-${id}-shown`;
  // The entry a renewal reminder she followed was about: scrolled to, marked, and where focus starts.
  const reminded = useReminded(kind, id);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reminded) return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [reminded]);

  return (
    <article
      ref={card}
      className={`wl-card wl-card--${standing}${reminded ? ' wl-card--reminded' : ''}`}
      aria-labelledby={headingId}
      aria-describedby={reminded ? `${headingId}-reminded` : undefined}
      tabIndex={reminded ? -1 : undefined}
    >
      {reminded ? (
        <p id={`${headingId}-reminded`} className="wl-card__reminded">
          Renewal reminder
        </p>
      ) : null}
      <div className="wl-card__head">
        <h3 id={headingId} className="wl-card__title">
          {title}
        </h3>
        {/* The standing's colour comes from wallet.css; the words always go with it, never the colour alone. */}
        <span className={`wl-standing wl-standing--${standing}`}>{EXPIRY_STANDING_WORDS[standing]}</span>
      </div>
      <CardDetails details={details} />
      <DocumentActions kind={kind} entryId={id} entryName={title} document={document} />
      <div className="wl-card__shown">
        <Switch
          id={switchId}
          checked={showOnProfile}
          loading={switching}
          onChange={onShowOnProfile}
          aria-label={`Show ${title} on my profile`}
        />
        <label htmlFor={switchId}>Show on my profile</label>
      </div>
      <EntryActions title={title} onEdit={onEdit} onDelete={onDelete}>
        <p>It is removed from your wallet with its document. This cannot be undone.</p>
      </EntryActions>
    </article>
  );
}
