import { Injectable } from '@nestjs/common';
import { ERRORS, type ReportReason, type ReportStatus } from '@nurse/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/domain-errors';
import { decodeIdCursor, keysetPage } from '../../common/page-cursor';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import { AccountStatusService } from '../account-status/account-status.service';
import { AuditService } from '../audit/audit.service';
import type { MessageEntity } from '../messaging/entities/message.entity';
import type { MessageAttachmentEntity } from '../messaging/entities/message-attachment.entity';
import type { AttachmentVariant } from '../messaging/attachments/attachment-links';
import { MessageAttachmentsService, type AttachmentDownload } from '../messaging/attachments/message-attachments.service';
import { MessageAccessService } from '../messaging/message-access.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import type { ReportEntity } from './entities/report.entity';
import { ReportsRepository } from './reports.repository';

export interface NewReport {
  reportedUserId: number;
  messageId?: number;
  reason: ReportReason;
  details?: string;
}

export type ReportAction = 'dismiss' | 'suspend';

/** Reports filed by nurses and an administrator's handling of them, each action audited. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly users: UsersService,
    private readonly accountStatus: AccountStatusService,
    private readonly attachments: MessageAttachmentsService,
    private readonly access: MessageAccessService,
    private readonly audit: AuditService,
    private readonly rateLimits: RateLimitService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Files her report. A nurse outside the network (unknown, on the waitlist, suspended) answers as
   * an unknown id does, so that reports cannot tell which ids exist. A block does not stop a report,
   * so a nurse cannot escape one by blocking the nurse she harassed. Only reports that would be
   * filed count towards her daily quota.
   */
  async file(reporter: UserEntity, { reportedUserId, messageId, reason, details }: NewReport): Promise<ReportEntity> {
    if (reportedUserId === reporter.id) throw new InvalidInputError(ERRORS.reportSelf);
    await this.users.getNetworkMember(reportedUserId);
    let messageContent: string | null = null;
    if (messageId !== undefined) {
      const message = await this.reports.findMessage(messageId);
      // Only a message the reported nurse sent, to the reporter or to a group where she may read it.
      const reportable =
        message !== null &&
        message.fromUserId === reportedUserId &&
        (message.groupId === null ? message.toUserId === reporter.id : await this.access.mayRead(reporter.id, message.id));
      if (!reportable) throw new NotFoundError(ERRORS.reportedMessageNotFound);
      // The text as she saw it: what the moderators read, whatever the sender edits or deletes afterwards.
      messageContent = message.content;
    }
    if (await this.reports.hasOpen(reporter.id, reportedUserId, messageId ?? null)) throw new ConflictError(ERRORS.reportAlreadyOpen);
    await this.rateLimits.consumeReport(reporter.id);
    // In a unit of work, so that a retry-safe filing stores its Idempotency-Key with the report.
    return this.unitOfWork.run((tx) =>
      this.reports.insert(
        { reporterId: reporter.id, reportedUserId, messageId: messageId ?? null, messageContent, reason, details: details ?? '' },
        tx,
      ),
    );
  }

  /**
   * A page of reports with that status, newest first, each reported message with the ones around it
   * (as they stand now: edited text, deleted ones emptied) and the photos and files they carry; the
   * report keeps the reported text as filed.
   */
  async page(status: ReportStatus, cursor: string | undefined, pageSize: number) {
    const beforeId = cursor === undefined ? Number.MAX_SAFE_INTEGER : decodeIdCursor(cursor);
    const [rows, total] = await Promise.all([this.reports.page(status, beforeId, pageSize + 1), this.reports.countByStatus(status)]);
    const page = keysetPage(rows, pageSize, (report) => [report.id]);
    const contexts = await Promise.all(page.items.map((report) => this.contextOf(report)));
    const attachments = await this.attachments.ofMessages(contexts.flat().map((message) => message.id));
    const groupNames = await Promise.all(
      contexts.map((context, index) => {
        const groupId = context.find((message) => message.id === page.items[index].messageId)?.groupId ?? null;
        return groupId === null ? null : this.reports.groupNameOf(groupId);
      }),
    );
    const items = page.items.map((report, index) => ({
      report,
      groupName: groupNames[index],
      context: contexts[index].map((message): { message: MessageEntity; attachments: MessageAttachmentEntity[] } => ({
        message,
        attachments: attachments.get(message.id) ?? [],
      })),
    }));
    return { items, nextCursor: page.nextCursor, total };
  }

  /** A photo or file of a message an administrator reads with a report: one of a pair with a reported message. */
  openAttachment(attachmentId: number, variant: AttachmentVariant): Promise<AttachmentDownload> {
    return this.attachments.openForModeration(attachmentId, variant, (messageId) => this.reports.conversationHasReportedMessage(messageId));
  }

  private async contextOf(report: ReportEntity): Promise<MessageEntity[]> {
    if (report.messageId === null) return [];
    const message = await this.reports.findMessage(report.messageId);
    return message ? this.reports.messageInContext(message) : [];
  }

  /** Dismisses the report, or suspends the account reported (which signs her out everywhere). */
  async resolve(reportId: number, action: ReportAction, ip: string | undefined): Promise<ReportEntity> {
    const report = await this.reports.findById(reportId);
    if (!report) throw new NotFoundError(ERRORS.reportNotFound);
    const status = action === 'suspend' ? 'suspended' : 'dismissed';
    if (report.status !== 'open') throw new ConflictError(ERRORS.reportResolved);
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.reports.resolve(report.id, status, tx))) throw new ConflictError(ERRORS.reportResolved);
      // A reporter whose account was erased is no longer told.
      if (report.reporterId !== null) tx.record({ type: 'report-handled', reporterId: report.reporterId, reportId: report.id });
    });
    if (action === 'suspend') await this.accountStatus.setStatus(report.reportedUserId, 'pending', ip);
    await this.audit.record(
      `report-${status}`,
      { type: 'report', id: report.id },
      { reportedUserId: report.reportedUserId, reason: report.reason },
      ip,
    );
    return { ...report, status };
  }
}
