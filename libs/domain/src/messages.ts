import { LIMITS } from './constants';

/** User-facing texts: validation messages, errors and notices. */
export const VALIDATION = {
  nameMin: 'Name must be at least 2 characters',
  nameChars: 'Name should not contain numbers or special characters',
  nameRequired: 'Name is required',
  phoneMinAuth: 'Phone number must be at least 10 digits',
  phoneFormat: 'Please enter a valid phone number format: (123) 456-7890',
  phoneSignup: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordRequired: 'Password is required',
  verificationFields: 'Please fill in all required verification fields',
  invitesNone: 'Please enter at least one valid email address',
  linkedin: 'Please enter a valid LinkedIn URL',
  passwordMax: `Password must be at most ${LIMITS.passwordMax} characters`,
  nameMax: `Name must be at most ${LIMITS.nameMax} characters`,
  stateUnknown: 'Please choose a US state',
  resetTokenMissing: 'The reset link is missing its token',
  resetTokenMalformed: 'The reset link is not valid',
  adminPasswordRequired: 'Please enter the admin password',
} as const;

export const ERRORS = {
  invalidCredentials: 'Invalid email or password',
  duplicateEmail: 'An account with this email already exists. Try logging in instead.',
  invalidAdminPassword: 'Invalid admin password',
  notSignedIn: 'Please sign in to continue',
  adminRequired: 'Admin sign-in required',
  forbidden: 'You can only access your own account',
  resetTokenInvalid: 'This password reset link is invalid or has already been used. Please request a new one.',
  resetTokenExpired: 'This password reset link has expired. Please request a new one.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  crossSite: 'Cross-site requests are not allowed',
  userNotFound: 'User not found',
  waitlistOnly: 'Your account is still on the waitlist. The network opens to you once an administrator activates it.',
  internal: 'Something went wrong on our side. Please try again.',
  payloadTooLarge: 'The request is too large',
  malformedJson: 'The request body is not valid JSON',
  noAccessRule: 'This route has no access rule',
} as const;

export const NOTICES = {
  forgotPasswordSent: 'If an account with this email exists, you will receive a password reset link.',
  passwordResetDone: 'Your password has been reset. You can now sign in with your new password.',
  signedOut: 'You have been signed out.',
  resumeDeleted: 'Resume deleted',
} as const;
