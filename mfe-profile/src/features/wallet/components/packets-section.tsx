import { lazy, Suspense, useState } from 'react';
import type { CreatedPacket } from '@nurse/api-client';
import { Button, SecondaryText, useNotify } from '@nurse/ui-kit';
import { Input } from '@nurse/ui-kit/forms';
import { Alert, Skeleton } from '@nurse/ui-kit/feedback';
import { SectionCard } from '../../shared/components/section-card';
import { usePacketsQuery } from '../api/packets-api';
import { PacketCard } from './packet-card';
import './packets.css';

// The form brings the checkbox and form kit: downloaded when she first shares a packet.
const PacketForm = lazy(() => import('./packet-form').then((module) => ({ default: module.PacketForm })));

/** The link of a packet just shared, with a copy button: the server keeps only its hash, so it is shown once. */
function SharedLink({ packet }: { packet: CreatedPacket }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(packet.url);
      notify.success('Link copied');
    } catch {
      notify.error('The link was not copied', 'Select it and copy it yourself.');
    }
  };
  return (
    <div className="wl-feed__url" role="status">
      <label htmlFor="packet-link" className="wl-fieldset__legend">
        {`Link to “${packet.title}”`}
      </label>
      <div className="wl-feed__copy">
        <Input id="packet-link" value={packet.url} readOnly aria-describedby="packet-link-hint" />
        <Button onClick={() => void copy()}>Copy link</Button>
      </div>
      <SecondaryText id="packet-link-hint">
        Send it to the recruiter or employer. It is shown only now; anyone with it can open the packet until it expires or you revoke it.
      </SecondaryText>
    </div>
  );
}

/**
 * Shared packets: she picks licences, certifications, her CE transcript and résumé, gets a link that
 * expires in 1 to 30 days, sees who opened each packet and revokes a link at once.
 */
export function PacketsSection() {
  const packets = usePacketsQuery();
  const [sharing, setSharing] = useState(false);
  const [shared, setShared] = useState<CreatedPacket | null>(null);

  return (
    <SectionCard
      titleId="wallet-packets-title"
      title="Shared packets"
      extra={
        sharing ? null : (
          <Button
            type="primary"
            onClick={() => {
              setShared(null);
              setSharing(true);
            }}
          >
            Share a packet
          </Button>
        )
      }
    >
      <p className="wl-feed__intro">
        Share chosen credentials, your CE transcript and your résumé with a recruiter or employer through a private link that expires. They
        see a read-only page and can download the documents; you see every view.
      </p>
      {sharing ? (
        <Suspense fallback={<Skeleton active />}>
          <PacketForm
            onShared={(packet) => {
              setShared(packet);
              setSharing(false);
            }}
            onCancel={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
      {shared ? <SharedLink packet={shared} /> : null}
      {packets.isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {packets.isError ? (
        <Alert type="error" showIcon title="Your shared packets could not be loaded. Reload the page to try again." />
      ) : null}
      {packets.data && packets.data.length === 0 && !sharing ? <SecondaryText>You have not shared a packet yet.</SecondaryText> : null}
      {packets.data?.length ? (
        <div className="wl-packets">
          {packets.data.map((packet) => (
            <PacketCard key={packet.id} packet={packet} />
          ))}
        </div>
      ) : null}
    </SectionCard>
  );
}
