/**
 * TEMPORARY stand-in for the file that `openapi-typescript` generates from the backend's
 * committed OpenAPI document (`npm run openapi`). The generated file replaces this one; the
 * schema names and shapes below follow /work/notes/contract.md so callers compile meanwhile.
 */
export type paths = Record<string, never>;

export interface components {
  schemas: {
    UserDto: {
      id: number;
      name: string;
      email: string;
      phone: string;
      profileImage: string | null;
      location: string;
      linkedinUrl: string;
      workExperience: string;
      education: string;
      resumeUrl: string | null;
      licensureType: string;
      licenses: string;
      certifications: string;
      selectedStates: string;
      eNLCStates: string;
      confirmedSpecialties: string[];
      selectedCareerAreas: string[];
      onboardingCompleted: boolean;
      /** @enum {string} */
      accountStatus: 'live' | 'pending';
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastLogin: string | null;
      invitationEmails: string[];
      /** @enum {string|null} */
      verificationType: 'name' | 'license' | 'ncsbn' | null;
      firstName: string;
      lastName: string;
      licenseNumber: string;
      licenseType: string;
      state: string;
      ncsbnId: string;
    };
    PublicUserDto: {
      id: number;
      name: string;
      profileImage: string | null;
      location: string;
      workExperience: string;
      education: string;
      confirmedSpecialties: string[];
      selectedCareerAreas: string[];
    };
    WaitlistStatusDto: {
      position: number | null;
      pendingTotal: number;
      invitesSent: number;
    };
    MessageResponseDto: {
      message: string;
    };
    SentInvitesDto: {
      sentTo: number;
    };
    AdminSessionDto: {
      isAdmin: boolean;
    };
    AdminStatsDto: {
      totalUsers: number;
      liveAccounts: number;
      pendingAccounts: number;
    };
    AdminUserPageDto: {
      items: components['schemas']['UserDto'][];
      total: number;
      page: number;
      pageSize: number;
    };
    InvitationDto: {
      id: number;
      email: string;
      invitedBy: { id: number; name: string; email: string } | null;
      /** @enum {string} */
      status: 'invited' | 'pending' | 'live';
      sendCount: number;
      /** Format: date-time */
      lastSentAt: string;
      /** Format: date-time */
      createdAt: string;
    };
    InvitationPageDto: {
      items: components['schemas']['InvitationDto'][];
      total: number;
      page: number;
      pageSize: number;
    };
    RegisterDto: {
      email: string;
      password: string;
      phone: string;
      name?: string;
      /** @enum {string} */
      verificationType?: 'name' | 'license' | 'ncsbn';
      firstName?: string;
      lastName?: string;
      licenseNumber?: string;
      licenseType?: string;
      state?: string;
      ncsbnId?: string;
      invitationEmails?: string[];
    };
    LoginDto: {
      email: string;
      password: string;
    };
    ForgotPasswordDto: {
      email: string;
    };
    ResetPasswordDto: {
      token: string;
      password: string;
    };
    SendInvitesDto: {
      emails: string[];
    };
    AdminLoginDto: {
      password: string;
    };
    UpdateAccountStatusDto: {
      /** @enum {string} */
      status: 'live' | 'pending';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
