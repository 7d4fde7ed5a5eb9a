import { useState } from 'react';
import { Button, Space, theme, useNotify } from '@nurse/ui-kit';
import { EmptyState, Panel } from '@nurse/ui-kit/data';
import { readErrorMessage, type Report } from '@nurse/api-client';
import { formatAdminDate, MESSAGE_DELETED_TEXT, REPORT_REASON_LABELS, REPORT_STATUSES, type ReportStatus } from '@nurse/domain';
import { ADMIN_PAGE_SIZE, useAdminReportsQuery, useResolveReportMutation } from '../api/admin-api';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { ADMIN_TEXT } from '../texts';
import { Pager } from './pager';
import { StatusTag } from './status-tag';

/** Reports tab: what nurses reported, the reported message in its conversation, and Dismiss or Suspend. */
export function ReportsPanel() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const pages = useCursorPages(status);
  const { data, isFetching } = useAdminReportsQuery({ status, cursor: pages.cursor, pageSize: ADMIN_PAGE_SIZE });
  const reports = data?.items ?? [];

  return (
    <>
      <Space role="group" aria-label={ADMIN_TEXT.reportStatusFilter} style={{ marginBottom: 16 }}>
        {REPORT_STATUSES.map((value) => (
          <Button
            key={value}
            type={value === status ? 'primary' : 'default'}
            aria-pressed={value === status}
            onClick={() => setStatus(value)}
          >
            {ADMIN_TEXT.reportStatuses[value]}
          </Button>
        ))}
      </Space>
      <div aria-busy={isFetching} style={{ display: 'grid', gap: 16 }}>
        {reports.length === 0 && !isFetching ? <EmptyState title={ADMIN_TEXT.noReports} /> : null}
        {reports.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </div>
      <Pager
        label={ADMIN_TEXT.reportsPages}
        page={pages.page}
        pageSize={ADMIN_PAGE_SIZE}
        total={data?.total ?? 0}
        nextCursor={data?.nextCursor}
        disabled={isFetching}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </>
  );
}

function ReportCard({ report }: { report: Report }) {
  const notify = useNotify();
  const [resolve, { isLoading, originalArgs }] = useResolveReportMutation();
  const headingId = `report-${report.id}`;

  const act = async (action: 'dismiss' | 'suspend') => {
    try {
      await resolve({ id: report.id, action }).unwrap();
      if (action === 'dismiss') notify.success(ADMIN_TEXT.reportDismissed);
      else notify.success(ADMIN_TEXT.accountSuspended, ADMIN_TEXT.accountSuspendedDetail(report.reported.name));
    } catch (error) {
      notify.error(ADMIN_TEXT.reportFailed, readErrorMessage(error, ADMIN_TEXT.tryAgain));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Panel
        title={
          <h2 id={headingId} style={{ margin: 0, fontSize: 'inherit' }}>
            {REPORT_REASON_LABELS[report.reason]}
          </h2>
        }
        extra={<span>{formatAdminDate(report.createdAt)}</span>}
      >
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          <dt>{ADMIN_TEXT.reportedNurse}</dt>
          <dd style={{ margin: 0 }}>
            {report.reported.name} ({report.reported.email}) <StatusTag status={report.reported.accountStatus} />
          </dd>
          <dt>{ADMIN_TEXT.reportedBy}</dt>
          <dd style={{ margin: 0 }}>
            {report.reporter.name} ({report.reporter.email})
          </dd>
          {report.details ? (
            <>
              <dt>{ADMIN_TEXT.reportDetails}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{report.details}</dd>
            </>
          ) : null}
        </dl>
        <MessageContext report={report} />
        {report.status === 'open' ? (
          <Space wrap style={{ marginTop: 16 }}>
            <Button onClick={() => void act('dismiss')} loading={isLoading && originalArgs?.action === 'dismiss'} disabled={isLoading}>
              {ADMIN_TEXT.dismiss}
            </Button>
            <Button
              danger
              onClick={() => void act('suspend')}
              loading={isLoading && originalArgs?.action === 'suspend'}
              disabled={isLoading}
            >
              {ADMIN_TEXT.suspendAccount}
            </Button>
          </Space>
        ) : null}
      </Panel>
    </section>
  );
}

/**
 * The reported message among its neighbours, each with who wrote it; the reported one marked, in the
 * words it had when it was reported, and marked edited or deleted by its sender when she did so since.
 * A neighbour its sender deleted shows as deleted (its text is gone).
 */
function MessageContext({ report }: { report: Report }) {
  const { token } = theme.useToken();
  if (report.messageId === null) return <p style={{ marginBottom: 0 }}>{ADMIN_TEXT.reportAboutPerson}</p>;
  const authorOf = (fromUserId: number) => (fromUserId === report.reported.id ? report.reported.name : report.reporter.name);
  return (
    <figure style={{ margin: '16px 0 0' }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{ADMIN_TEXT.reportedMessage}</figcaption>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
        {report.context.map((message) => {
          const reported = message.id === report.messageId;
          const original = reported ? report.reportedMessage : null;
          const marks = original
            ? [original.edited ? ADMIN_TEXT.messageEdited : null, original.deletedBySender ? ADMIN_TEXT.messageDeletedBySender : null]
            : [message.deletedAt ? ADMIN_TEXT.messageDeletedBySender : message.editedAt ? ADMIN_TEXT.messageEdited : null];
          const text = original ? original.originalContent : message.deletedAt ? MESSAGE_DELETED_TEXT : message.content;
          return (
            <li
              key={message.id}
              aria-current={reported ? 'true' : undefined}
              style={{
                padding: '6px 10px',
                borderRadius: token.borderRadius,
                border: reported ? `2px solid ${token.colorError}` : `1px solid ${token.colorBorderSecondary}`,
                whiteSpace: 'pre-wrap',
              }}
            >
              <strong>{authorOf(message.fromUserId)}</strong> · {formatAdminDate(message.createdAt)}
              {marks
                .filter((mark) => mark !== null)
                .map((mark) => (
                  <span key={mark}> · {mark}</span>
                ))}
              <div style={!original && message.deletedAt ? { fontStyle: 'italic' } : undefined}>{text}</div>
              {message.attachments.length > 0 ? (
                <ul
                  aria-label="Attachments"
                  style={{ listStyle: 'none', padding: 0, margin: '6px 0 0', display: 'flex', flexWrap: 'wrap', gap: 6 }}
                >
                  {message.attachments.map((attachment) => (
                    <li key={attachment.id}>
                      <a href={attachment.url} target="_blank" rel="noopener noreferrer" title={`Open ${attachment.filename}`}>
                        {attachment.thumbnailUrl ? (
                          <img
                            src={attachment.thumbnailUrl}
                            alt={`Photo: ${attachment.filename}`}
                            loading="lazy"
                            style={{ display: 'block', maxWidth: 160, maxHeight: 160, borderRadius: token.borderRadius }}
                          />
                        ) : (
                          `📄 ${attachment.filename}`
                        )}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
