/** Administrator accounts: each staff person signs in as herself, with one role. */
export const STAFF_ROLES = ['owner', 'moderator', 'support', 'jobs'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role looks after; the owner may do everything, including managing staff. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner: everything, including staff accounts',
  moderator: 'Moderator: reports and suspensions',
  support: 'Support: users, invitations and the waitlist',
  jobs: 'Jobs: the job board',
};

export const STAFF = {
  /** How long an invitation (or the first owner's setup link) can be used. */
  invitationTtlHours: 72,
  /** The address of the first owner made from ADMIN_PASSWORD when ADMIN_EMAIL is not set. */
  defaultOwnerEmail: 'admin@localhost',
} as const;

export const STAFF_ERRORS = {
  invalidSignIn: 'Wrong email, password or authenticator code',
  secondFactorNeeded: 'Set up your second factor (an authenticator app) before using the admin area',
  roleRefused: 'Your staff role does not allow this',
  invitationInvalid: 'This invitation link is invalid, expired or already used. Ask the owner for a new one.',
  setupClosed: 'The first owner has already been set up. Ask an owner for an invitation.',
  emailTaken: 'A staff account with this email already exists',
  lastOwner: 'The last owner cannot be removed or lose the owner role',
  staffNotFound: 'Staff account not found',
  emailRequired: 'Please enter your email address',
  passwordMin: 'A staff password must be at least 12 characters',
} as const;
