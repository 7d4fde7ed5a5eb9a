import { avatarFileProblem, resumeFileProblem } from './files';

const fileOf = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('file checks before upload', () => {
  it('takes PDF, DOC and DOCX résumés and refuses others, saying which types it takes', () => {
    expect(resumeFileProblem(fileOf('cv.pdf', 'application/pdf'))).toBeNull();
    expect(resumeFileProblem(fileOf('CV.DOCX', ''))).toBeNull();
    expect(resumeFileProblem(fileOf('cv.png', 'image/png'))).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a PDF or document file',
    });
  });

  it('refuses a résumé over 10 MB', () => {
    expect(resumeFileProblem(fileOf('cv.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))?.title).toBe('File too large');
  });

  it('takes JPEG, PNG and WebP photos only, up to 5 MB', () => {
    expect(avatarFileProblem(fileOf('me.jpg', 'image/jpeg'))).toBeNull();
    expect(avatarFileProblem(fileOf('me.svg', 'image/svg+xml'))?.title).toBe('Invalid file type');
    expect(avatarFileProblem(fileOf('me.png', 'image/png', 5 * 1024 * 1024 + 1))?.title).toBe('File too large');
  });
});
