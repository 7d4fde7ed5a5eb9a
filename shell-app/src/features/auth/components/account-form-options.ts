import {
  AUTH_SCREEN_TEXTS,
  FORGOT_PASSWORD_TEXTS,
  NOTICES,
  ROUTES,
  TIMINGS_MS,
  forgotPasswordErrorMessage,
  landingRouteAfterLogin,
  validateAuthPhone,
  validateSignupPhone,
  type ValidationResult,
} from '@nurse/domain';
import type { User } from '@nurse/api-client';

/** A notice shown in place of a form while she waits to be sent on. */
export interface RedirectAfter<T> {
  notice?: string;
  to: (result: T) => string;
  afterMs: number;
}

/** What the pages that register a nurse do differently with the one sign-up form. */
export interface SignUpOptions {
  /** How she says who she is: the waitlist's licence verification, or only her name. */
  identity: 'verification' | 'name';
  validatePhone: (value: string) => ValidationResult;
  /** Under the title, and whether a Back button leads to the landing page. */
  intro?: string;
  backToLanding: boolean;
  formLabel: string;
  submit: { idle: string; busy: string };
  /** Once registered: the waitlist's thanks with invitations, or a notice and a redirect. */
  registered: { kind: 'waitlist' } | ({ kind: 'redirect' } & RedirectAfter<void>);
  /**
   * A refusal: the server's message in the form, or a notification, where an address already
   * registered (409) gets its own notice instead.
   */
  failure: 'inline' | 'notify';
}

/** /signup: the waitlist, with licence verification. */
export const WAITLIST_SIGN_UP: SignUpOptions = {
  identity: 'verification',
  validatePhone: validateSignupPhone,
  intro: 'Verified nurses and healthcare professionals only. Tell us who you are and we will save your spot.',
  backToLanding: true,
  formLabel: 'Reserve your early access',
  submit: { idle: 'Reserve My Spot', busy: 'Reserving...' },
  registered: { kind: 'waitlist' },
  failure: 'inline',
};

/** The combined /auth screen: name, email, phone and password, then the assistant's call. */
export const AUTH_SCREEN_SIGN_UP: SignUpOptions = {
  identity: 'name',
  validatePhone: validateAuthPhone,
  backToLanding: false,
  formLabel: 'Join the Network',
  submit: { idle: 'Join', busy: 'Joining...' },
  registered: {
    kind: 'redirect',
    notice: AUTH_SCREEN_TEXTS.registered,
    to: () => ROUTES.dashboard,
    afterMs: TIMINGS_MS.redirectAfterRegister,
  },
  failure: 'notify',
};

/** What the pages that sign a nurse in do differently with the one sign-in form. */
export interface SignInOptions {
  signedIn: RedirectAfter<User>;
  /** A refusal: the server's message in the form, or in a notification with a fallback of its own. */
  failure: { kind: 'inline' } | { kind: 'notify'; title: string; fallback: string };
}

/** /login: straight on to where her account belongs. */
export const LOGIN_PAGE_SIGN_IN: SignInOptions = {
  signedIn: { to: landingRouteAfterLogin, afterMs: TIMINGS_MS.redirectAfterLoginPage },
  failure: { kind: 'inline' },
};

export const AUTH_SCREEN_SIGN_IN: SignInOptions = {
  signedIn: { notice: AUTH_SCREEN_TEXTS.loggedIn, to: () => ROUTES.dashboard, afterMs: TIMINGS_MS.redirectAfterAuthScreenLogin },
  failure: { kind: 'notify', title: AUTH_SCREEN_TEXTS.loginFailed, fallback: AUTH_SCREEN_TEXTS.invalidCredentials },
};

/** What the pages that send a reset link do differently with the one forgot-password form. */
export interface ForgotPasswordOptions {
  sent: { title: string; body: string };
  failedTitle: string;
  /** The notification's text for a refusal, from the server's message (or none). */
  failureMessage: (serverMessage: string) => string;
  /** After the link is sent: the 'Check Your Email' card, or the form stays with only the notification. */
  checkEmailCard: boolean;
}

export const FORGOT_PASSWORD_PAGE: ForgotPasswordOptions = {
  sent: { title: FORGOT_PASSWORD_TEXTS.sentToastTitle, body: FORGOT_PASSWORD_TEXTS.sentToastBody },
  failedTitle: FORGOT_PASSWORD_TEXTS.failedTitle,
  failureMessage: forgotPasswordErrorMessage,
  checkEmailCard: true,
};

export const AUTH_SCREEN_FORGOT_PASSWORD: ForgotPasswordOptions = {
  sent: { title: AUTH_SCREEN_TEXTS.resetLinkSent, body: NOTICES.forgotPasswordSent },
  failedTitle: AUTH_SCREEN_TEXTS.error,
  failureMessage: (serverMessage) => serverMessage,
  checkEmailCard: false,
};
