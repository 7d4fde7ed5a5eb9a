/** Small files built in code for the upload tests: real images, minimal documents and impostors. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/** A PNG of noise (does not compress), so cutting it leaves a visibly incomplete image. */
export async function noisyPng(width = 128, height = 128): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
}

/** A landscape JPEG carrying EXIF (orientation 6 = rotate 90° clockwise, plus a camera and a GPS-ish note). */
export async function jpegWithExif(width = 80, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SecretCam', Copyright: 'location 51.5N 0.1W' } })
    .toBuffer();
}

export async function webpImage(width = 30, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .webp()
    .toBuffer();
}

export async function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 10, height: 10, channels: 3, background: { r: 0, g: 255, b: 0 } } })
    .gif()
    .toBuffer();
}

/** A small PNG whose header claims 8000x6000 (48 megapixels), or `height` rows; the check must not need to decode it. */
export async function hugeCanvasPng(height = 6000): Promise<Buffer> {
  const png = Buffer.from(await pngImage(8, 8));
  png.writeUInt32BE(8000, 16); // IHDR width
  png.writeUInt32BE(height, 20); // IHDR height
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR checksum over type and data
  return png;
}

export function svgImage(): Buffer {
  return Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
}

export function htmlPage(): Buffer {
  return Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
}

export function minimalPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

/** An OLE2 compound file header followed by a directory entry named WordDocument (a Word 97-2003 file). */
export function minimalDoc(stream = 'WordDocument'): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  const directory = Buffer.alloc(512);
  Buffer.from('Root Entry', 'utf16le').copy(directory, 0);
  Buffer.from(stream, 'utf16le').copy(directory, 128);
  return Buffer.concat([header, directory]);
}

/** A zip archive with stored (uncompressed) entries. */
export function zipArchive(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';

export function minimalDocx(): Buffer {
  return zipArchive({
    '[Content_Types].xml': CONTENT_TYPES,
    'word/document.xml':
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  });
}

/** A zip that is not a Word document. */
export function plainZip(): Buffer {
  return zipArchive({ 'notes.txt': 'hello' });
}

/** A Linux executable's first bytes. */
export function elfExecutable(): Buffer {
  const bytes = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]).copy(bytes);
  return bytes;
}

/** A Windows executable's first bytes ('MZ' and a PE header). */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** `size` bytes that start like a PDF. */
export function paddedPdf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  minimalPdf().copy(bytes);
  return bytes;
}

/** `size` bytes that start like a PNG. */
export function paddedPng(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}
