import { VALIDATION } from './messages';
import {
  hasResumeExtension,
  joinList,
  resumeDisplayName,
  splitList,
  validateLinkedinUrl,
  validateOptionalEmail,
  validateProfileName,
  validateProfilePhone,
} from './profile';

describe('resumeDisplayName', () => {
  it.each([
    ['/api/users/12/resume/user12-Jane%20Doe%20CV.pdf', 'Jane Doe CV.pdf'],
    ['/api/users/12/resume/user123456-cv.docx', 'cv.docx'],
    ['/files/my-user12-notes.doc', 'my-user12-notes.doc'],
    ['/api/users/12/resume/user12-', 'resume.pdf'],
    [null, 'resume.pdf'],
    ['', 'resume.pdf'],
  ])('%s shows as %s', (url, expected) => {
    expect(resumeDisplayName(url)).toBe(expected);
  });
});

describe('hasResumeExtension', () => {
  it('accepts pdf, doc and docx ignoring case', () => {
    expect(['cv.pdf', 'CV.DOC', 'a.b.docx'].every(hasResumeExtension)).toBe(true);
    expect(['cv.exe', 'cv.pdf.exe', 'cv', 'photo.png'].some(hasResumeExtension)).toBe(false);
  });
});

describe('profile field rules', () => {
  it('requires a name', () => {
    expect(validateProfileName('  ')).toBe(VALIDATION.nameRequired);
    expect(validateProfileName('Ann')).toBeNull();
  });

  it('needs ten phone digits', () => {
    expect(validateProfilePhone('(555) 123-4567')).toBeNull();
    expect(validateProfilePhone('555123456')).toBe(VALIDATION.phoneSignup);
    expect(validateProfilePhone('(555) 123-45678')).toBe(VALIDATION.phoneSignup);
  });

  it('accepts an empty or valid email', () => {
    expect(validateOptionalEmail('')).toBeNull();
    expect(validateOptionalEmail('ann@example.org')).toBeNull();
    expect(validateOptionalEmail('ann@')).toBe(VALIDATION.email);
  });

  it.each([
    ['', null],
    ['https://www.linkedin.com/in/ann-lee', null],
    ['http://linkedin.com/in/ann', null],
    ['linkedin.com/in/ann', VALIDATION.linkedin],
    ['https://evil-linkedin.com/in/ann', VALIDATION.linkedin],
    ['javascript:alert(1)', VALIDATION.linkedin],
    ['https://example.org/ann', VALIDATION.linkedin],
  ])('LinkedIn %s', (url, expected) => {
    expect(validateLinkedinUrl(url)).toBe(expected);
  });
});

describe('comma-joined lists', () => {
  it('splits, trims and drops blanks', () => {
    expect(splitList(' RN, LPN ,,')).toEqual(['RN', 'LPN']);
    expect(splitList(null)).toEqual([]);
  });

  it('joins without repeats', () => {
    expect(joinList(['CA', ' TX', 'CA', ''])).toBe('CA,TX');
  });
});
