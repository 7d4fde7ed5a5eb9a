import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { readErrorMessage, type SharedCertification, type SharedLicence } from '@nurse/api-client';
import { Alert, Spin } from '@nurse/ui-kit';
import { AuthCard } from '../layout/auth-card';
import { useSharedPacketQuery } from './packet-api';
import { formatDay, formatMoment, standingWords } from './packet-texts';
import './packet-page.css';

const GONE = 'This packet link has expired, was revoked or never existed.';

/** Search engines must not index a packet; React puts this tag in the document's head. */
const NO_INDEX = <meta name="robots" content="noindex, nofollow" />;

function Details({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="nk-packet__details">
      {rows.map(([label, value]) => (
        <div key={label} className="nk-packet__detail">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DocumentLink({ document, what }: { document: { name: string; url: string } | null; what: string }) {
  if (!document) return <p className="nk-packet__no-document">No document attached</p>;
  return (
    <a className="nk-packet__download" href={document.url} download aria-label={`Download ${document.name} (${what})`}>
      {`Download ${document.name}`}
    </a>
  );
}

function LicenceItem({ licence }: { licence: SharedLicence }) {
  const name = `${licence.typeLabel} licence, ${licence.state}`;
  return (
    <li className={`nk-packet__entry nk-packet__entry--${licence.standing}`}>
      <h3 className="nk-packet__entry-title">{name}</h3>
      <p className="nk-packet__standing">{standingWords(licence.standing)}</p>
      <Details
        rows={[
          ['Number', licence.number],
          ['Scope', licence.multistate ? 'Multistate (compact)' : 'Single-state'],
          ['Status declared', licence.status],
          ['Issued', formatDay(licence.issueDate)],
          ['Expires', formatDay(licence.expiryDate)],
        ]}
      />
      <DocumentLink document={licence.document} what={name} />
    </li>
  );
}

function CertificationItem({ certification }: { certification: SharedCertification }) {
  return (
    <li className={`nk-packet__entry nk-packet__entry--${certification.standing}`}>
      <h3 className="nk-packet__entry-title">{certification.name}</h3>
      <p className="nk-packet__standing">{standingWords(certification.standing)}</p>
      <Details
        rows={[
          ['Issuer', certification.issuer],
          ...(certification.number ? [['Number', certification.number] as const] : []),
          ['Issued', formatDay(certification.issueDate)],
          ['Expires', certification.expiryDate ? formatDay(certification.expiryDate) : 'Does not expire'],
        ]}
      />
      <DocumentLink document={certification.document} what={certification.name} />
    </li>
  );
}

/**
 * /packet/:token: the credentials packet a nurse shared, read-only and with no sign-in. Her name, the
 * licences and certifications she chose with their standing, and download links. A link that expired,
 * was revoked or never existed says so.
 */
/** A titled part of the packet (`id` names its heading). */
function PacketSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`packet-${id}-title`} className="nk-packet__section">
      <h2 id={`packet-${id}-title`} className="nk-packet__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function PacketPage() {
  const token = useParams()['token'] ?? '';
  const packet = useSharedPacketQuery(token, { skip: !token, refetchOnMountOrArgChange: true });

  if (!token || packet.isError) {
    return (
      <AuthCard title="Packet not available">
        {NO_INDEX}
        <Alert type="error" showIcon title={packet.isError ? readErrorMessage(packet.error, GONE) : GONE} />
        <p>Ask the nurse who shared it for a new link.</p>
      </AuthCard>
    );
  }

  if (!packet.data) {
    return (
      <AuthCard title="Credentials packet">
        {NO_INDEX}
        <Spin aria-label="Opening the packet" />
      </AuthCard>
    );
  }

  const { title, ownerName, expiresAt, asOf, licences, certifications, ceTranscript, resume } = packet.data;
  const nothing = licences.length === 0 && certifications.length === 0 && !ceTranscript && !resume;
  return (
    <AuthCard title={title} subtitle={`Credentials shared by ${ownerName}`}>
      {NO_INDEX}
      <p className="nk-packet__note">
        {`Read-only. Standing as of ${formatDay(asOf)}, from what ${ownerName} entered; check a licence with its board. This link works until ${formatMoment(expiresAt)}.`}
      </p>
      {licences.length ? (
        <PacketSection id="licences" title="Licences">
          <ul className="nk-packet__entries">
            {licences.map((licence) => (
              <LicenceItem key={licence.id} licence={licence} />
            ))}
          </ul>
        </PacketSection>
      ) : null}
      {certifications.length ? (
        <PacketSection id="certifications" title="Certifications">
          <ul className="nk-packet__entries">
            {certifications.map((certification) => (
              <CertificationItem key={certification.id} certification={certification} />
            ))}
          </ul>
        </PacketSection>
      ) : null}
      {ceTranscript || resume ? (
        <PacketSection id="documents" title="Documents">
          <ul className="nk-packet__files">
            {ceTranscript ? (
              <li>
                <a className="nk-packet__download" href={ceTranscript.url} download>
                  Download the CE transcript (CSV)
                </a>
              </li>
            ) : null}
            {resume ? (
              <li>
                <a className="nk-packet__download" href={resume.url} download>
                  {`Download the résumé (${resume.name})`}
                </a>
              </li>
            ) : null}
          </ul>
        </PacketSection>
      ) : null}
      {nothing ? <p>Nothing in this packet is available any more.</p> : null}
    </AuthCard>
  );
}
