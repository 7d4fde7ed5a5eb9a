import { resumeDisplayName } from '@nurse/domain';
import {
  attachmentDisposition,
  avatarStorageName,
  avatarUrl,
  isStorageName,
  randomStorageName,
  resumeUrlFor,
  sanitizeDisplayName,
} from './file-names';

describe('storage names', () => {
  it('are random hex with the extension, and only such names are accepted', () => {
    const a = randomStorageName('webp');
    const b = randomStorageName('webp');
    expect(a).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(a).not.toBe(b);
    expect(isStorageName(a)).toBe(true);
    for (const bad of ['../../etc/passwd', `${'a'.repeat(32)}.exe`, 'x.webp', `${'A'.repeat(32)}.webp`, `../${a}`]) {
      expect(isStorageName(bad)).toBe(false);
    }
  });

  it('maps avatar URLs to stored names and ignores foreign URLs', () => {
    const name = randomStorageName('webp');
    expect(avatarUrl(name)).toBe(`/api/media/avatars/${name}`);
    expect(avatarStorageName(avatarUrl(name))).toBe(name);
    expect(avatarStorageName('https://example.org/me.png')).toBeNull();
    expect(avatarStorageName('/api/media/avatars/../../secret')).toBeNull();
    expect(avatarStorageName(null)).toBeNull();
  });
});

describe('sanitizeDisplayName', () => {
  it('keeps an ordinary name', () => {
    expect(sanitizeDisplayName('Jane Doe CV.pdf', 'pdf')).toBe('Jane Doe CV.pdf');
    expect(sanitizeDisplayName('Lebenslauf Müller.docx', 'docx')).toBe('Lebenslauf Müller.docx');
  });

  it('drops folders, control characters, quotes and leading dots', () => {
    expect(sanitizeDisplayName('C:\\Users\\jane\\cv.doc', 'doc')).toBe('cv.doc');
    expect(sanitizeDisplayName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(sanitizeDisplayName('my\r\n"cv"\u0000.pdf', 'pdf')).toBe('mycv.pdf');
    expect(sanitizeDisplayName('...hidden.pdf', 'pdf')).toBe('hidden.pdf');
    expect(sanitizeDisplayName('a   b\t c.pdf', 'pdf')).toBe('a b c.pdf');
  });

  it('adds the extension of the detected type when the name has no résumé extension', () => {
    expect(sanitizeDisplayName('cv', 'pdf')).toBe('cv.pdf');
    expect(sanitizeDisplayName('cv.exe', 'docx')).toBe('cv.exe.docx');
    expect(sanitizeDisplayName('', 'doc')).toBe('resume.doc');
    expect(sanitizeDisplayName('.pdf', 'pdf')).toBe('pdf.pdf');
  });

  it('shortens long names, keeping the extension, so the URL fits its column', () => {
    const long = sanitizeDisplayName(`${'x'.repeat(300)}.pdf`, 'pdf');
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('.pdf')).toBe(true);
    const wide = sanitizeDisplayName(`${'履歴書'.repeat(60)}.docx`, 'docx');
    expect(resumeUrlFor(1234567, wide).length).toBeLessThanOrEqual(500);
    expect(wide.endsWith('.docx')).toBe(true);
  });
});

describe('resumeUrlFor', () => {
  it("prefixes 'user{id}-' so the shared display rule shows the original name", () => {
    const url = resumeUrlFor(7, 'Jane Doe CV (2).pdf');
    expect(url).toBe('/api/users/7/resume/user7-Jane%20Doe%20CV%20(2).pdf');
    expect(resumeDisplayName(url)).toBe('Jane Doe CV (2).pdf');
    expect(resumeDisplayName(resumeUrlFor(7, 'user12-old.pdf'))).toBe('user12-old.pdf');
    expect(resumeDisplayName(resumeUrlFor(7, '50% #1?.pdf'))).toBe('50% #1?.pdf');
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Jane Doe CV.pdf')).toBe(`attachment; filename="Jane Doe CV.pdf"; filename*=UTF-8''Jane%20Doe%20CV.pdf`);
    expect(attachmentDisposition('Müller "CV" (1).pdf')).toBe(
      `attachment; filename="M_ller _CV_ (1).pdf"; filename*=UTF-8''M%C3%BCller%20%22CV%22%20%281%29.pdf`,
    );
  });
});
