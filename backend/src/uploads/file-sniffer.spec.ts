import * as fixtures from '../../test/profile-support/upload-fixtures';
import { useTempFiles } from '../../test/profile-support/temp-files';
import { HEIC_SAMPLE } from '../../test/profile-support/heic-sample';
import { sniffCredentialDocument, sniffImage, sniffMessageAttachment, sniffResume } from './file-sniffer';

const file = useTempFiles();

describe('sniffImage', () => {
  it.each([
    ['PNG', fixtures.pngImage, 'png'],
    ['JPEG', fixtures.jpegWithExif, 'jpeg'],
    ['WebP', fixtures.webpImage, 'webp'],
  ] as const)('recognises %s by its bytes', async (_label, build, kind) => {
    expect(await sniffImage(await file(await build()))).toBe(kind);
  });

  it.each([
    ['GIF', fixtures.gifImage],
    ['SVG', async () => fixtures.svgImage()],
    ['HTML', async () => fixtures.htmlPage()],
    ['PDF', async () => fixtures.minimalPdf()],
    ['ELF executable', async () => fixtures.elfExecutable()],
    ['Windows executable', async () => fixtures.windowsExecutable()],
    ['zero bytes', async () => Buffer.alloc(0)],
  ])('refuses %s', async (_label, build) => {
    expect(await sniffImage(await file(await build()))).toBeNull();
  });
});

describe('sniffResume', () => {
  it.each([
    ['PDF', fixtures.minimalPdf(), 'pdf'],
    ['DOC (OLE2 with a WordDocument stream)', fixtures.minimalDoc(), 'doc'],
    ['DOCX (zip with word/ parts)', fixtures.minimalDocx(), 'docx'],
  ] as const)('recognises %s by its bytes', async (_label, bytes, kind) => {
    expect(await sniffResume(await file(bytes))).toBe(kind);
  });

  it.each([
    ['an ELF executable', fixtures.elfExecutable()],
    ['a Windows executable', fixtures.windowsExecutable()],
    ['another compound file (a spreadsheet)', fixtures.minimalDoc('Workbook')],
    ['a zip that is not a Word document', fixtures.plainZip()],
    ['HTML', fixtures.htmlPage()],
    ['zero bytes', Buffer.alloc(0)],
  ])('refuses %s, whatever it is called', async (_label, bytes) => {
    expect(await sniffResume(await file(bytes))).toBeNull();
  });

  it('refuses an image', async () => {
    expect(await sniffResume(await file(await fixtures.pngImage()))).toBeNull();
  });
});

describe('sniffCredentialDocument', () => {
  it.each([
    ['PDF', async () => fixtures.minimalPdf(), 'pdf'],
    ['PNG', fixtures.pngImage, 'png'],
    ['JPEG', fixtures.jpegWithExif, 'jpeg'],
  ] as const)('recognises %s by its bytes', async (_label, build, kind) => {
    expect(await sniffCredentialDocument(await file(await build()))).toBe(kind);
  });

  it.each([
    ['a Windows executable', async () => fixtures.windowsExecutable()],
    ['an ELF executable', async () => fixtures.elfExecutable()],
    ['WebP', fixtures.webpImage],
    ['DOCX', async () => fixtures.minimalDocx()],
    ['HTML', async () => fixtures.htmlPage()],
    ['zero bytes', async () => Buffer.alloc(0)],
  ])('refuses %s', async (_label, build) => {
    expect(await sniffCredentialDocument(await file(await build()))).toBeNull();
  });
});

describe('sniffMessageAttachment', () => {
  it.each([
    ['JPEG', async () => fixtures.jpegWithExif(), 'jpeg'],
    ['PNG', async () => fixtures.pngImage(), 'png'],
    ['WebP', async () => fixtures.webpImage(), 'webp'],
    ['HEIC', async () => HEIC_SAMPLE, 'heic'],
    ['PDF', async () => fixtures.minimalPdf(), 'pdf'],
  ] as const)('recognises %s by its bytes', async (_label, build, kind) => {
    expect(await sniffMessageAttachment(await file(await build()))).toBe(kind);
  });

  it.each([
    ['text named like a photo', async () => Buffer.from('just some text, not a picture')],
    ['GIF', fixtures.gifImage],
    ['SVG', async () => fixtures.svgImage()],
    ['HTML', async () => fixtures.htmlPage()],
    ['a Word document', async () => fixtures.minimalDocx()],
    ['ELF executable', async () => fixtures.elfExecutable()],
    ['zero bytes', async () => Buffer.alloc(0)],
  ])('refuses %s', async (_label, build) => {
    expect(await sniffMessageAttachment(await file(await build()))).toBeNull();
  });
});
