import {
  deriveAccountName,
  deriveInvitationStatus,
  filterValidEmails,
  formatPhone,
  normalizeEmail,
  landingRouteAfterLogin,
  ncsbnDigits,
  validateAuthPhone,
  validateEmail,
  validateName,
  validatePassword,
  validateSignupPhone,
  validateVerification,
} from './validation';
import { VALIDATION } from './messages';

describe('validateName', () => {
  it.each([
    ['A', VALIDATION.nameMin],
    ['  B ', VALIDATION.nameMin],
    ['Jane2', VALIDATION.nameChars],
    ['Jane-Doe', VALIDATION.nameChars],
    ['Jane Doe', null],
    ['Zoë Núñez', null],
  ])('%p gives %p', (input, expected) => {
    expect(validateName(input)).toBe(expected);
  });
});

describe('phone rules', () => {
  it('formats progressively and keeps at most 10 digits', () => {
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('1234')).toBe('(123) 4');
    expect(formatPhone('1234567')).toBe('(123) 456-7');
    expect(formatPhone('12345678901234')).toBe('(123) 456-7890');
    expect(formatPhone('(555) abc 123-4567')).toBe('(555) 123-4567');
  });

  it('checks length before format on the auth screen', () => {
    expect(validateAuthPhone('123')).toBe(VALIDATION.phoneMinAuth);
    expect(validateAuthPhone('1234567890')).toBe(VALIDATION.phoneFormat);
    expect(validateAuthPhone('(123) 456-7890')).toBeNull();
  });

  it('needs ten digits on the sign-up page', () => {
    expect(validateSignupPhone('(123) 456-78')).toBe(VALIDATION.phoneSignup);
    expect(validateSignupPhone('(123) 456-7890')).toBeNull();
    expect(validateSignupPhone('1234567890')).toBeNull();
  });
});

describe('email and password', () => {
  it('accepts plausible addresses only', () => {
    expect(validateEmail('nurse@example.com')).toBeNull();
    expect(validateEmail(' nurse@example.com ')).toBeNull();
    expect(validateEmail('nurse@')).toBe(VALIDATION.email);
    expect(validateEmail('not an email')).toBe(VALIDATION.email);
  });

  it('names one address whatever its case, spaces or Unicode form, and keeps its accents', () => {
    expect(normalizeEmail(' Zoe.Ng@Example.COM ')).toBe('zoe.ng@example.com');
    expect(normalizeEmail('ZOE\u0308@example.com')).toBe('zo\u00eb@example.com');
    expect(normalizeEmail('b\u00f4b@example.com')).not.toBe(normalizeEmail('bob@example.com'));
    expect(normalizeEmail('bob@ex\u00e4mple.com')).not.toBe(normalizeEmail('bob@example.com'));
  });

  it('needs eight characters of password', () => {
    expect(validatePassword('1234567')).toBe(VALIDATION.passwordMin);
    expect(validatePassword('12345678')).toBeNull();
  });
});

describe('verification', () => {
  it('requires the fields of the chosen method', () => {
    expect(validateVerification({ verificationType: 'name', firstName: 'A', lastName: 'B', licenseType: 'RN', state: 'Ohio' })).toBeNull();
    expect(validateVerification({ verificationType: 'name', firstName: 'A', lastName: ' ', licenseType: 'RN', state: 'Ohio' })).toBe(
      VALIDATION.verificationFields,
    );
    expect(validateVerification({ verificationType: 'license', licenseNumber: 'RN1', licenseType: 'RN', state: 'Ohio' })).toBeNull();
    expect(validateVerification({ verificationType: 'license', licenseType: 'RN', state: 'Ohio' })).toBe(VALIDATION.verificationFields);
    expect(validateVerification({ verificationType: 'other' })).toBe(VALIDATION.verificationFields);
  });

  it('needs exactly eight NCSBN digits', () => {
    expect(validateVerification({ verificationType: 'ncsbn', ncsbnId: '12345678' })).toBeNull();
    expect(validateVerification({ verificationType: 'ncsbn', ncsbnId: '1234567' })).toBe(VALIDATION.verificationFields);
    expect(validateVerification({ verificationType: 'ncsbn', ncsbnId: '123456789' })).toBe(VALIDATION.verificationFields);
    expect(ncsbnDigits('12-34a5678 9')).toBe('12345678');
  });
});

describe('deriveAccountName', () => {
  it('joins first and last name for name verification', () => {
    expect(deriveAccountName({ email: 'x@y.com', verificationType: 'name', firstName: ' Ada ', lastName: 'Lovelace' })).toBe(
      'Ada Lovelace',
    );
  });

  it('uses the part of the email before @ otherwise', () => {
    expect(deriveAccountName({ email: 'mary.seacole@nhs.uk', verificationType: 'ncsbn' })).toBe('mary.seacole');
    expect(deriveAccountName({ email: 'kate@x.org', verificationType: 'license', firstName: 'Kate' })).toBe('kate');
  });
});

describe('filterValidEmails', () => {
  it('keeps valid addresses, lower-cased and de-duplicated', () => {
    expect(filterValidEmails(['A@x.com', 'a@x.com ', '', 'nope', 42, 'b@y.org'])).toEqual(['a@x.com', 'b@y.org']);
    expect(filterValidEmails(['', ' '])).toEqual([]);
  });
});

describe('deriveInvitationStatus', () => {
  it('is invited without an account, then follows the account', () => {
    expect(deriveInvitationStatus(null)).toBe('invited');
    expect(deriveInvitationStatus('pending')).toBe('pending');
    expect(deriveInvitationStatus('live')).toBe('live');
  });
});

describe('landingRouteAfterLogin', () => {
  it('sends live nurses without onboarding to /onboarding', () => {
    expect(landingRouteAfterLogin({ accountStatus: 'live', onboardingCompleted: false })).toBe('/onboarding');
    expect(landingRouteAfterLogin({ accountStatus: 'live', onboardingCompleted: true })).toBe('/dashboard');
    expect(landingRouteAfterLogin({ accountStatus: 'pending', onboardingCompleted: false })).toBe('/dashboard');
  });
});
