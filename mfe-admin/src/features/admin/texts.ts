import { AUTH_SCREEN_TEXTS } from '@nurse/domain';

/**
 * Admin-area texts (screens, toasts and empty states) that are used
 * only by this remote. Texts shared with other front ends come from @nurse/domain.
 */
export const ADMIN_TEXT = {
  loginTitle: 'Admin Login',
  passwordLabel: 'Admin password',
  accessButton: 'Access Admin Dashboard',
  backToMainSite: 'Back to main site',
  dashboardHeading: 'Admin Dashboard',
  logout: 'Logout',
  totalUsers: 'Total Users',
  liveAccounts: 'Live Accounts',
  pendingAccounts: 'Pending Accounts',
  usersTab: 'Users',
  invitationsTab: 'Invitations',
  searchUsers: 'Search users',
  searchUsersPlaceholder: 'Search by name, email, phone or location',
  searchInvitations: 'Search invitations',
  searchInvitationsPlaceholder: 'Search by email or inviter',
  never: 'Never',
  administrator: 'Administrator',
  noUsers: 'No users found',
  noInvitations: 'No invitations found',
  activate: 'Activate',
  suspend: 'Suspend',
  view: 'View',
  sendInvite: 'Send Invite',
  statusUpdated: 'Status Updated',
  errorTitle: AUTH_SCREEN_TEXTS.error,
  statusUpdateFailed: 'Failed to update user status.',
  inviteSent: 'Invite sent',
  inviteSentTo: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'Failed to send invite',
  tryAgain: AUTH_SCREEN_TEXTS.tryAgain,
  sessionCheckFailed: 'Could not check the admin session.',
  retry: 'Retry',
  userDetails: 'User details',
  loadUserFailed: 'Could not load this user.',
} as const;

export const USER_COLUMNS = {
  name: 'Name',
  email: 'Email',
  status: 'Status',
  signupDate: 'Signup Date',
  lastLogin: 'Last Login',
  actions: 'Actions',
} as const;

export const INVITATION_COLUMNS = {
  email: 'Email Address',
  invitedBy: 'Invited By',
  status: 'Status',
  sendCount: 'Sent',
  lastSent: 'Last Sent',
  actions: 'Actions',
} as const;
