/** Passkeys and the authenticator app: the product's rules and texts, for the server and the screens. */
export const TWO_FACTOR = {
  /** A passkey challenge (adding one, or signing in with one) can be answered for five minutes. */
  challengeTtlMs: 5 * 60 * 1000,
  /** After her password she has five minutes to give her code. */
  secondStepTtlMs: 5 * 60 * 1000,
  /** A passkey can be removed without her password within 15 minutes of signing in. */
  recentSignInMs: 15 * 60 * 1000,
  /** RFC 6238 codes: 6 digits, a new one every 30 seconds, SHA-1 as every authenticator app knows it. */
  codeDigits: 6,
  codePeriodSeconds: 30,
  /** Codes of one step before or after now are accepted, for a phone's clock that is a little off. */
  codeWindowSteps: 1,
  /** 20 random bytes, the secret size RFC 4226 recommends. */
  secretBytes: 20,
  issuer: 'Nurse Career Network',
  recoveryCodeCount: 10,
  /** Recovery codes are 10 characters of an alphabet without look-alikes, shown as two groups of five. */
  recoveryCodeLength: 10,
  passkeyNameMax: 60,
  passkeysMax: 20,
  /** Longest code or recovery code accepted as typed (spaces and dashes included). */
  codeInputMax: 40,
} as const;

/** The answer of a password sign-in that needs her code next. */
export const SECOND_STEP = 'authenticator-code' as const;

/** Shows a secret in groups of four characters, for typing it into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A code as she typed it: spaces and dashes dropped, letters upper-cased. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export const TWO_FACTOR_ERRORS = {
  codeInvalid: 'That code is not right. Check your authenticator app and try again, or use a recovery code.',
  codeRequired: 'Please enter the 6-digit code from your authenticator app or a recovery code',
  secondStepExpired: 'Your sign-in has timed out. Please enter your email and password again.',
  setupNotStarted: 'Start turning on the authenticator app first',
  alreadyOn: 'The authenticator app is already on for your account',
  notOn: 'The authenticator app is not on for your account',
  notOnForMember: 'This member has no authenticator app turned on: there is nothing to turn off',
  resetEmailSubject: 'The authenticator app was turned off on your account',
  passkeyChallengeExpired: 'The passkey request has timed out. Please try again.',
  passkeyNotRecognised: 'This passkey is not recognised. Sign in with your password, or use another passkey.',
  passkeyRefused: 'The passkey could not be verified. Please try again.',
  passkeyNotFound: 'Passkey not found',
  passkeyName: `Please name the passkey (at most ${TWO_FACTOR.passkeyNameMax} characters)`,
  passkeysMax: `You can keep at most ${TWO_FACTOR.passkeysMax} passkeys. Remove one first.`,
  passkeyDuplicate: 'This passkey is already on your account',
  passkeyNotYours: 'This passkey is not one of yours. Use a passkey you added to your account, or your password.',
  passkeysNone: 'You have no passkey on your account. Confirm with your password instead.',
  passwordToConfirm: 'Please enter your password to confirm: you signed in more than 15 minutes ago',
  passwordWrong: 'That password is not right',
} as const;

export const TWO_FACTOR_NOTICES = {
  secondStepNeeded: 'Enter the code from your authenticator app to finish signing in.',
  passkeyRemoved: 'Passkey removed',
  turnedOff: 'The authenticator app is off. Signing in needs only your password (or a passkey).',
} as const;

/** Texts of the settings' security part and of the sign-in steps. */
export const SECURITY_TEXTS = {
  title: 'Sign-in and security',
  passkeysTitle: 'Passkeys',
  passkeysIntro: "Sign in with your phone's or computer's screen lock instead of your password.",
  passkeysNone: 'No passkeys yet.',
  addPasskey: 'Add a passkey',
  passkeyNameLabel: 'Name this passkey',
  passkeyNameDefault: 'My device',
  passkeyAdded: 'Passkey added',
  passkeyUnsupported: 'This browser cannot use passkeys.',
  passkeyCancelled: 'No passkey was added.',
  created: 'Added',
  lastUsed: 'Last used',
  neverUsed: 'Not used yet',
  remove: 'Remove',
  confirmPassword: 'Your password',
  appTitle: 'Authenticator app',
  appIntro: 'After your password, sign-in asks for a 6-digit code from an authenticator app on your phone.',
  appOn: 'On',
  appOff: 'Off',
  turnOn: 'Turn on the authenticator app',
  turnOff: 'Turn off',
  setupScan: 'Add this account to your authenticator app with this link, or type the key:',
  setupKey: 'Key',
  setupConfirm: 'Enter the 6-digit code the app shows',
  confirm: 'Confirm',
  codeLabel: 'Code from your authenticator app, or a recovery code',
  recoveryTitle: 'Recovery codes',
  recoveryIntro:
    'Keep these codes somewhere safe. Each works once in place of a code from the app, for when you do not have your phone. They are shown only now.',
  recoveryLeft: (n: number) => `${n} recovery code${n === 1 ? '' : 's'} left`,
  regenerate: 'New recovery codes',
  done: 'I have saved them',
  signInWithPasskey: 'Sign in with a passkey',
  passkeySignInFailed: 'Signing in with a passkey did not work. Try again, or use your password.',
  secondStepTitle: 'Enter your code',
  secondStepSubmit: 'Verify',
  secondStepBack: 'Back to sign in',
} as const;
