/** Friendly names for the schemas of the backend's OpenAPI document. */
import type { components } from './generated/schema';

type Schemas = components['schemas'];

export type User = Schemas['UserDto'];
export type PublicUser = Schemas['PublicUserDto'];
export type WaitlistStatus = Schemas['WaitlistStatusDto'];
export type SessionResponse = Schemas['SessionDto'];
export type MessageResponse = Schemas['MessageResponseDto'];
export type SentInvites = Schemas['SentInvitesDto'];
export type AdminSession = Schemas['AdminSessionDto'];
export type Staff = Schemas['StaffDto'];
export type StaffList = Schemas['StaffListDto'];
export type JoinStaffRequest = Schemas['JoinStaffDto'];
export type AdminStats = Schemas['AdminStatsDto'];
export type AdminUserPage = Schemas['AdminUserPageDto'];
/** A row of the administrators' user list. */
export type UserSummary = Schemas['UserSummaryDto'];
export type Invitation = Schemas['InvitationDto'];
export type InvitationPage = Schemas['InvitationPageDto'];
export type Report = Schemas['ReportDto'];
export type ReportPage = Schemas['ReportPageDto'];
export type FiledReport = Schemas['FiledReportDto'];
export type PeoplePage = Schemas['PeoplePageDto'];
export type ConnectionRequestBody = Schemas['ConnectionRequestDto'];
export type Connection = Schemas['ConnectionDto'];
export type ConnectionAnswer = Schemas['ConnectionAnswerDto'];
export type ConnectionRequestItem = Schemas['ConnectionRequestItemDto'];
export type ConnectionRequestPage = Schemas['ConnectionRequestPageDto'];
export type ConnectedUser = Schemas['ConnectedUserDto'];
export type ConnectionPage = Schemas['ConnectionPageDto'];
export type ConnectionStatus = Schemas['ConnectionStatusDto'];
export type BlockedUser = Schemas['BlockedUserDto'];
export type BlockList = Schemas['BlockListDto'];
export type SendMessageRequest = Schemas['SendMessageDto'];
export type SentMessage = Schemas['SentMessageDto'];
/** A message without what the thread adds to it (reactions, attachments). */
export type Message = Omit<Schemas['SentMessageDto'], 'ok'>;
export type ThreadPage = Schemas['ThreadPageDto'];
/** A message as the thread shows it: with its reactions. */
export type ThreadMessage = Schemas['ThreadMessageDto'];
export type MessageAttachment = Schemas['MessageAttachmentDto'];
export type UploadedAttachment = Schemas['UploadedAttachmentDto'];
export type EditMessageRequest = Schemas['EditMessageDto'];
export type MessageReactions = Schemas['MessageReactionsDto'];
export type ReactionSummary = Schemas['ReactionSummaryDto'];
export type ReportedMessage = Schemas['ReportedMessageDto'];
export type ReadMark = Schemas['ReadMarkDto'];
/** A page of her message search, the newest hits first. */
export type MessageSearchPage = Schemas['MessageSearchPageDto'];
/** A message of hers holding the searched words: its conversation, sender and the text around the match. */
export type MessageSearchHit = Schemas['MessageSearchHitDto'];
export type SnippetSegment = Schemas['SnippetSegmentDto'];
export type ConversationSummary = Schemas['ConversationSummaryDto'];
export type ConversationPage = Schemas['ConversationPageDto'];
export type MessageRequest = Schemas['MessageRequestDto'];
export type MessageRequestList = Schemas['MessageRequestListDto'];
export type MessageRequestAnswer = Schemas['AnswerMessageRequestDto'];
export type UnreadCount = Schemas['UnreadCountDto'];
/** One line under the bell (named apart from the browser's own Notification). */
export type NotificationItem = Schemas['NotificationDto'];
export type NotificationPage = Schemas['NotificationPageDto'];
export type NotificationUnread = Schemas['NotificationUnreadDto'];
/** The top bar's counts: unread messages and message requests, pending connection requests, unread notifications. */
export type Badges = Schemas['BadgesDto'];
export type NotificationSettings = Schemas['NotificationSettingsDto'];
export type DataExport = Schemas['DataExportDto'];
export type UpdateNotificationSettingsRequest = Schemas['UpdateNotificationSettingsDto'];
export type PushKey = Schemas['PushKeyDto'];
export type PushDevice = Schemas['PushDeviceDto'];
export type PushDeviceList = Schemas['PushDeviceListDto'];
export type CreatePushSubscriptionRequest = Schemas['CreatePushSubscriptionDto'];
export type UnsubscribeAnswer = Schemas['UnsubscribeDto'];
export type ContactSettings = Schemas['ContactSettingsDto'];
export type ContactStanding = Schemas['ContactStandingDto'];
export type UpdateContactSettingsRequest = Schemas['UpdateContactSettingsDto'];
export type MutedConversation = Schemas['MutedConversationDto'];
export type MutedConversationList = Schemas['MutedConversationListDto'];
export type FileReportRequest = Schemas['FileReportDto'];
export type AskAssistantRequest = Schemas['AskAssistantDto'];
export type AssistantReply = Schemas['AssistantReplyDto'];
export type SuggestedAction = Schemas['SuggestedActionDto'];
export type ChatHistoryMessage = Schemas['ChatHistoryMessageDto'];
export type SaveChatMessageRequest = Schemas['SaveChatMessageDto'];
export type CareerRecommendation = Schemas['CareerRecommendationDto'];
export type CareerPlan = Schemas['CareerPlanDto'];
export type GenerationStatus = Schemas['GenerationStatusDto'];
/** A job board listing, with the first release's field names (JobID, PayRate, ...) beside its own. */
export type Job = Schemas['JobDto'];
export type JobDetail = Schemas['JobDetailDto'];
export type JobFollowers = Schemas['JobFollowersDto'];
export type JobPayChange = Schemas['JobPayChangeDto'];
export type JobSearchPage = Schemas['JobSearchPageDto'];
export type JobWriteRequest = Schemas['JobWriteDto'];
export type JobApplication = Schemas['JobApplicationDto'];
export type JobApplicationList = Schemas['JobApplicationListDto'];
export type TrackJobRequest = Schemas['TrackJobDto'];
export type JobAlert = Schemas['JobAlertDto'];
export type JobAlertList = Schemas['JobAlertListDto'];
export type JobAlertWriteRequest = Schemas['JobAlertWriteDto'];
export type LearningResource = Schemas['LearningResourceDto'];
export type LearningResourcePage = Schemas['LearningResourcePageDto'];

export type Licence = Schemas['LicenceDto'];
export type LicenceList = Schemas['LicenceListDto'];
export type DeclaredLicence = Schemas['DeclaredLicenceDto'];
export type DeclaredLicenceList = Schemas['DeclaredLicenceListDto'];
export type CreateLicenceRequest = Schemas['CreateLicenceDto'];
/** Fields left out stay as they are (the generated type marks the defaulted showOnProfile as required). */
export type UpdateLicenceRequest = Partial<Schemas['UpdateLicenceDto']>;
export type Certification = Schemas['CertificationDto'];
export type CertificationList = Schemas['CertificationListDto'];
export type ReminderEntry = Schemas['ReminderEntryDto'];
export type CreateCertificationRequest = Schemas['CreateCertificationDto'];
export type UpdateCertificationRequest = Partial<Schemas['UpdateCertificationDto']>;
export type CredentialDocument = Schemas['CredentialDocumentDto'];
export type Practice = Schemas['PracticeDto'];
export type PracticeStateAnswer = Schemas['PracticeStateDto'];
export type ProfileCredentials = Schemas['ProfileCredentialsDto'];
export type CeActivity = Schemas['CeActivityDto'];
export type CeActivityList = Schemas['CeActivityListDto'];
export type CreateCeActivityRequest = Schemas['CreateCeActivityDto'];
export type UpdateCeActivityRequest = Schemas['UpdateCeActivityDto'];
export type CeProgress = Schemas['CeProgressDto'];
export type CeRequirement = Schemas['CeRequirementDto'];
export type PutCeRequirementRequest = Schemas['PutCeRequirementDto'];
export type CalendarFeedStatus = Schemas['CalendarFeedStatusDto'];
export type CalendarFeedUrl = Schemas['CalendarFeedUrlDto'];
export type Packet = Schemas['PacketDto'];
export type PacketList = Schemas['PacketListDto'];
export type CreatedPacket = Schemas['CreatedPacketDto'];
/** The generated type marks the defaulted fields as required; each may be left out. */
export type CreatePacketRequest = Pick<Schemas['CreatePacketDto'], 'title' | 'expiresInDays'> &
  Partial<Omit<Schemas['CreatePacketDto'], 'title' | 'expiresInDays'>>;
export type PacketView = Schemas['PacketViewDto'];
export type PacketViewList = Schemas['PacketViewListDto'];
export type SharedPacket = Schemas['SharedPacketDto'];
export type SharedLicence = Schemas['SharedLicenceDto'];
export type SharedCertification = Schemas['SharedCertificationDto'];

export type RegisterRequest = Schemas['RegisterDto'];
export type LoginRequest = Schemas['LoginDto'];
/** A right password when her authenticator app is on: her code comes next. */
export type SecondStep = Schemas['SecondStepDto'];
/** A right password for an account scheduled for deletion: no session; `keepAccount: true` keeps it and signs her in. */
export type DeletionScheduled = Schemas['DeletionScheduledDto'];
export type LoginAnswer = User | SecondStep | DeletionScheduled;
export type RequestAccountDeletion = Schemas['RequestAccountDeletionDto'];
export type AccountDeletionScheduled = Schemas['AccountDeletionScheduledDto'];
export type CodeRequest = Schemas['CodeDto'];
export type Passkey = Schemas['PasskeyDto'];
export type PasskeyList = Schemas['PasskeyListDto'];
export type WebAuthnOptions = Schemas['WebAuthnOptionsDto'];
export type AddPasskeyRequest = Schemas['AddPasskeyDto'];
export type TwoFactorStatus = Schemas['TwoFactorStatusDto'];
export type TwoFactorSetup = Schemas['TwoFactorSetupDto'];
export type RecoveryCodes = Schemas['RecoveryCodesDto'];
export type ForgotPasswordRequest = Schemas['ForgotPasswordDto'];
export type ResetPasswordRequest = Schemas['ResetPasswordDto'];
export type SendInvitesRequest = Schemas['SendInvitesDto'];
export type AdminLoginRequest = Schemas['AdminLoginDto'];
export type UpdateAccountStatusRequest = Schemas['UpdateAccountStatusDto'];
/** Body of PUT /api/users/{id}; the résumé itself changes only by upload and deletion. */
export type UpdateProfileRequest = Omit<Schemas['UpdateUserDto'], 'resumeUrl'>;
export type ResumeUploaded = Schemas['ResumeUploadedDto'];

/** A group in her conversation list, beside the pair conversations. */
export type GroupSummary = Schemas['GroupSummaryDto'];
export type GroupList = Schemas['GroupListDto'];
export type GroupMember = Schemas['GroupMemberDto'];
/** A group with its members, as its details show it. */
export type GroupDetail = Schemas['GroupDto'];
export type CreateGroupRequest = Schemas['CreateGroupDto'];
/** A message of a group thread: the pair thread's message with its group, its sender and how many read it. */
export type GroupMessage = Schemas['GroupThreadMessageDto'];
export type GroupThreadPage = Schemas['GroupThreadPageDto'];
export type SendGroupMessageRequest = Schemas['SendGroupMessageDto'];
export type SentGroupMessage = Schemas['SentGroupMessageDto'];
