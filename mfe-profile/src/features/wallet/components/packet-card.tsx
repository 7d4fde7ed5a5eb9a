import { useState } from 'react';
import type { Packet } from '@nurse/api-client';
import { Button, SecondaryText } from '@nurse/ui-kit';
import { Alert, Skeleton } from '@nurse/ui-kit/feedback';
import { usePacketViewsQuery, useRevokePacketMutation } from '../api/packets-api';
import { packetContentsText, packetStateText, packetViewsText, viewedAtText } from '../utils/packet-texts';
import { ConfirmButton } from './card-parts';
import { useNotifiedCall } from './use-notified-call';

/** Who looked at a packet: each page view and download, newest first. */
function PacketViews({ packetId, titleId }: { packetId: number; titleId: string }) {
  const views = usePacketViewsQuery(packetId);
  if (views.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (views.isError || !views.data) return <Alert type="error" showIcon title="The views could not be loaded. Try again later." />;
  if (views.data.length === 0) return <SecondaryText>Nobody has opened the link yet.</SecondaryText>;
  return (
    <ol className="wl-packet__views" aria-labelledby={titleId}>
      {views.data.map((view, index) => (
        <li key={`${view.viewedAt}-${index}`} className="wl-packet__view">
          <span className="wl-packet__view-what">{view.label}</span>
          <span>{viewedAtText(view.viewedAt)}</span>
          <SecondaryText>{[view.browser, view.network ? `from ${view.network}` : null].filter(Boolean).join(' · ')}</SecondaryText>
        </li>
      ))}
    </ol>
  );
}

/** One shared packet: what it holds, whether its link works, how often it was viewed, its log, and revoking. */
export function PacketCard({ packet }: { packet: Packet }) {
  const [showViews, setShowViews] = useState(false);
  const [revoke] = useRevokePacketMutation();
  const run = useNotifiedCall();
  const titleId = `packet-${packet.id}-title`;
  const viewsId = `packet-${packet.id}-views`;

  return (
    <article className={`wl-packet wl-packet--${packet.state}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="wl-packet__title">
        {packet.title}
      </h3>
      <p className="wl-packet__state">{packetStateText(packet)}</p>
      <SecondaryText>{packetContentsText(packet)}</SecondaryText>
      <p className="wl-packet__counts">{packetViewsText(packet)}</p>
      <div className="wl-actions">
        <Button aria-expanded={showViews} aria-controls={viewsId} onClick={() => setShowViews(!showViews)}>
          {showViews ? 'Hide views' : 'Show views'}
        </Button>
        {packet.state === 'active' ? (
          <ConfirmButton
            text="Revoke"
            label={`Revoke ${packet.title}`}
            question="Revoke this link?"
            okText="Revoke"
            cancelText="Keep it"
            onConfirm={async () => {
              await run(() => revoke(packet.id).unwrap(), 'Link revoked', 'The link was not revoked');
            }}
          >
            <p>It stops working at once: whoever has it sees that it is gone. The packet and its views stay in your list.</p>
          </ConfirmButton>
        ) : null}
      </div>
      {showViews ? (
        <div id={viewsId} className="wl-packet__log">
          <h4 id={`${viewsId}-title`} className="wl-packet__log-title">
            Views of {packet.title}
          </h4>
          <PacketViews packetId={packet.id} titleId={`${viewsId}-title`} />
        </div>
      ) : null}
    </article>
  );
}
