/**
 * Texts of the public and account screens, shared by the shell and the remotes.
 * Validation texts are in messages.ts (VALIDATION).
 */
export const AUTH_SCREEN_TEXTS = {
  registered: "Thanks! I'll call you in a moment to talk nursing.",
  loggedIn: 'Welcome back! Redirecting to your dashboard...',
  duplicateTitle: 'We already have your information!',
  duplicateHint: 'Try logging in instead, or contact us if you need help.',
  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  tryAgain: 'Please try again.',
  invalidCredentials: 'Invalid email or password.',
  resetLinkSent: 'Reset link sent',
  error: 'Error',
} as const;

/** Testimonials and footer note of the combined auth screen. */
export const AUTH_SCREEN_EXTRAS = {
  testimonialsTitle: 'What nurses say',
  testimonials: [
    {
      quote: 'I told the assistant I wanted to move from med-surg into the ICU, and it laid out the certifications to get first.',
      by: 'RN, medical-surgical unit',
    },
    {
      quote: 'Finding nurses who already work in the specialty I want made my questions easy to ask.',
      by: 'LPN, long-term care',
    },
    {
      quote: 'It only took one call to talk through my licences and the states I can work in.',
      by: 'Travel RN, emergency department',
    },
  ],
  callNote: 'After you join, our career assistant calls you from the Nurse Career Network line to talk nursing.',
} as const;

export const SIGNUP_PAGE_TEXTS = {
  title: 'Reserve Your Early Access',
  failed: 'Registration failed. Please try again.',
  network: 'Something went wrong. Please check your connection and try again.',
} as const;

export const LOGIN_PAGE_TEXTS = {
  title: 'Welcome Back',
  failed: 'Login failed',
} as const;

export const FORGOT_PASSWORD_TEXTS = {
  title: 'Reset Your Password',
  sentTitle: 'Check Your Email',
  failedTitle: 'Reset request failed',
  sentToastTitle: 'Reset link sent',
  sentToastBody: 'Please check your email for password reset instructions.',
  userNotFound: 'No account found with that email address. Please check your email or sign up for a new account.',
  emailIssue: 'There was an issue sending the reset email. Please try again or contact support if the problem continues.',
} as const;

export const RESET_PASSWORD_TEXTS = {
  passwordsDiffer: 'Passwords do not match',
  missingToken: 'This password reset link is incomplete. Please request a new one.',
} as const;

export const INVITE_TEXTS = {
  failed: 'Failed to send invites',
  network: 'Failed to send invites. Please try again.',
} as const;

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const REMOTE_UNAVAILABLE = 'This area is temporarily unavailable.';

/** 'Invites sent successfully to {n} person/people!' */
export function invitesSentMessage(count: number): string {
  return `Invites sent successfully to ${count} ${count === 1 ? 'person' : 'people'}!`;
}

/** The forgot-password page rewrites some server messages. */
export function forgotPasswordErrorMessage(serverMessage: string): string {
  if (serverMessage.includes('User not found')) return FORGOT_PASSWORD_TEXTS.userNotFound;
  if (serverMessage.toLowerCase().includes('email')) return FORGOT_PASSWORD_TEXTS.emailIssue;
  return serverMessage;
}

/** The dashboard's shortcuts to what is otherwise only in her account menu or a tab. */
export const DASHBOARD_SHORTCUTS = {
  title: 'Your shortcuts',
  wallet: 'Wallet',
  walletHint: 'Licences, certifications, CE hours and renewals',
  jobs: 'Jobs',
  jobsHint: 'Search, your applications and saved searches',
  settings: 'Settings',
  settingsHint: 'Notifications, emails and quiet hours',
} as const;
