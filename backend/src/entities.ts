import { AppSettingEntity } from './database/app-setting.entity';
import { HousekeepingRunEntity } from './housekeeping/housekeeping-run.entity';
import { IdempotencyKeyEntity } from './idempotency/idempotency-key.entity';
import { MailOutboxEntity } from './mail/mail-outbox.entity';
import { AuditLogEntity } from './modules/audit/entities/audit-log.entity';
import { AuthChallengeEntity } from './modules/auth/entities/auth-challenge.entity';
import { PasskeyCredentialEntity } from './modules/auth/entities/passkey-credential.entity';
import { PasswordResetTokenEntity } from './modules/auth/entities/password-reset-token.entity';
import { RecoveryCodeEntity } from './modules/auth/entities/recovery-code.entity';
import { TwoFactorSettingEntity } from './modules/auth/entities/two-factor-setting.entity';
import { JobAlertPassEntity } from './modules/careers/alerts/entities/job-alert-pass.entity';
import { JobAlertEntity } from './modules/careers/alerts/entities/job-alert.entity';
import { CareerGenerationEntity } from './modules/careers/recommendations/entities/career-generation.entity';
import { CareerRecommendationEntity } from './modules/careers/recommendations/entities/career-recommendation.entity';
import { LearningResourceEntity } from './modules/careers/learning/entities/learning-resource.entity';
import { JobPayChangeEntity } from './modules/careers/jobs/entities/job-pay-change.entity';
import { JobSpecialtyEntity } from './modules/careers/jobs/entities/job-specialty.entity';
import { JobEntity } from './modules/careers/jobs/entities/job.entity';
import { JobApplicationEntity } from './modules/careers/tracker/entities/job-application.entity';
import { ChatMessageEntity } from './modules/chat/entities/chat-message.entity';
import { BlockEntity } from './modules/connections/entities/block.entity';
import { ConnectionEntity } from './modules/connections/entities/connection.entity';
import { SentRequestEntity } from './modules/connections/entities/sent-request.entity';
import { CalendarFeedEntity } from './modules/credentials/calendar-feed/entities/calendar-feed.entity';
import { CeActivityEntity } from './modules/credentials/continuing-education/entities/ce-activity.entity';
import { CeRequirementEntity } from './modules/credentials/continuing-education/entities/ce-requirement.entity';
import { CertificationEntity } from './modules/credentials/entities/certification.entity';
import { LicenceEntity } from './modules/credentials/entities/licence.entity';
import { DeclaredLicenceEntity } from './modules/credentials/entities/declared-licence.entity';
import { CredentialPacketViewEntity } from './modules/credentials/packets/entities/credential-packet-view.entity';
import { CredentialPacketEntity } from './modules/credentials/packets/entities/credential-packet.entity';
import { RenewalPassEntity } from './modules/credentials/renewals/entities/renewal-pass.entity';
import { RenewalReminderEntity } from './modules/credentials/renewals/entities/renewal-reminder.entity';
import { InvitationEntity } from './modules/invites/entities/invitation.entity';
import { ContactSettingsEntity } from './modules/messaging/entities/contact-settings.entity';
import { ConversationEntity } from './modules/messaging/entities/conversation.entity';
import { MessageRequestEntity } from './modules/messaging/entities/message-request.entity';
import { MessageEntity } from './modules/messaging/entities/message.entity';
import { MessageGroupEntity } from './modules/messaging/entities/message-group.entity';
import { MessageGroupMemberEntity } from './modules/messaging/entities/message-group-member.entity';
import { MessageReactionEntity } from './modules/messaging/entities/message-reaction.entity';
import { MessageAttachmentEntity } from './modules/messaging/entities/message-attachment.entity';
import { DataExportEntity } from './modules/data-export/entities/data-export.entity';
import { MutedConversationEntity } from './modules/messaging/entities/muted-conversation.entity';
import { NotificationDigestEntity } from './modules/notifications/entities/notification-digest.entity';
import { NotificationSettingsEntity } from './modules/notifications/entities/notification-settings.entity';
import { NotificationEntity } from './modules/notifications/entities/notification.entity';
import { NurseActivityEntity } from './modules/notifications/entities/nurse-activity.entity';
import { PushSubscriptionEntity } from './modules/push/entities/push-subscription.entity';
import { ReportEntity } from './modules/reports/entities/report.entity';
import { UserSpecialtyEntity } from './modules/users/entities/user-specialty.entity';
import { UserEntity } from './modules/users/entities/user.entity';
import { SessionEntity } from './sessions/session.entity';
import { StaffAccountEntity } from './modules/staff/entities/staff-account.entity';
import { StaffInvitationEntity } from './modules/staff/entities/staff-invitation.entity';
import { StaffRecoveryCodeEntity } from './modules/staff/entities/staff-recovery-code.entity';

/**
 * Every table's entity, assembled by the root from the infrastructure and the feature modules that own
 * them, for the API, the worker and the seeder alike (the database layer is handed this list and knows no
 * feature).
 */
export const ENTITIES = [
  UserEntity,
  SessionEntity,
  PasswordResetTokenEntity,
  PasskeyCredentialEntity,
  TwoFactorSettingEntity,
  RecoveryCodeEntity,
  AuthChallengeEntity,
  InvitationEntity,
  AuditLogEntity,
  StaffAccountEntity,
  StaffRecoveryCodeEntity,
  StaffInvitationEntity,
  AppSettingEntity,
  HousekeepingRunEntity,
  MailOutboxEntity,
  ConnectionEntity,
  MessageEntity,
  MessageGroupEntity,
  MessageGroupMemberEntity,
  MessageReactionEntity,
  MessageAttachmentEntity,
  DataExportEntity,
  ConversationEntity,
  BlockEntity,
  ReportEntity,
  JobEntity,
  JobSpecialtyEntity,
  JobPayChangeEntity,
  JobApplicationEntity,
  JobAlertEntity,
  LearningResourceEntity,
  UserSpecialtyEntity,
  ChatMessageEntity,
  CareerRecommendationEntity,
  CareerGenerationEntity,
  SentRequestEntity,
  ContactSettingsEntity,
  MessageRequestEntity,
  MutedConversationEntity,
  NotificationEntity,
  NotificationSettingsEntity,
  NotificationDigestEntity,
  PushSubscriptionEntity,
  NurseActivityEntity,
  IdempotencyKeyEntity,
  LicenceEntity,
  CertificationEntity,
  CeActivityEntity,
  CeRequirementEntity,
  RenewalReminderEntity,
  RenewalPassEntity,
  CalendarFeedEntity,
  CredentialPacketEntity,
  CredentialPacketViewEntity,
  DeclaredLicenceEntity,
  JobAlertPassEntity,
];
