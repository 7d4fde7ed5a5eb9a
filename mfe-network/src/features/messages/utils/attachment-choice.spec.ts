import { MESSAGE_ATTACHMENT_TEXTS as T } from '@nurse/domain';
import { attachmentRefusal, fileSize } from './attachment-choice';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('attachmentRefusal', () => {
  it('lets photos and PDFs through, a HEIC without a type by its name', () => {
    for (const chosen of [
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.pdf', 'application/pdf'),
      file('IMG_1.HEIC', ''),
    ])
      expect(attachmentRefusal(chosen, 0)).toBeNull();
  });

  it('says why a file is refused: its type, its size, or one too many', () => {
    expect(attachmentRefusal(file('notes.txt', 'text/plain'), 0)).toBe(T.wrongType);
    expect(attachmentRefusal(file('big.jpg', 'image/jpeg', 11 * 1024 * 1024), 0)).toBe(T.tooLarge);
    expect(attachmentRefusal(file('sixth.jpg', 'image/jpeg'), 5)).toBe(T.tooMany);
  });
});

it('shows sizes in KB and MB', () => {
  expect(fileSize(310 * 1024)).toBe('310 KB');
  expect(fileSize(2.45 * 1024 * 1024)).toBe('2.5 MB');
});
