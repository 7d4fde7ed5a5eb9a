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
export type AdminStats = Schemas['AdminStatsDto'];
export type AdminUserPage = Schemas['AdminUserPageDto'];
/** A row of the administrators' user list. */
export type UserSummary = Schemas['UserSummaryDto'];
export type Invitation = Schemas['InvitationDto'];
export type InvitationPage = Schemas['InvitationPageDto'];
export type Report = Schemas['ReportDto'];
export type ReportPage = Schemas['ReportPageDto'];
export type FiledReport = Schemas['FiledReportDto'];

export type RegisterRequest = Schemas['RegisterDto'];
export type LoginRequest = Schemas['LoginDto'];
export type ForgotPasswordRequest = Schemas['ForgotPasswordDto'];
export type ResetPasswordRequest = Schemas['ResetPasswordDto'];
export type SendInvitesRequest = Schemas['SendInvitesDto'];
export type AdminLoginRequest = Schemas['AdminLoginDto'];
export type UpdateAccountStatusRequest = Schemas['UpdateAccountStatusDto'];
/** Body of PUT /api/users/{id}; the résumé itself changes only by upload and deletion. */
export type UpdateProfileRequest = Omit<Schemas['UpdateUserDto'], 'resumeUrl'>;
export type ResumeUploaded = Schemas['ResumeUploadedDto'];
