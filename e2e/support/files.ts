import sharp from 'sharp';

/** Files a nurse picks in the browser tests, built in code. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export function pdfFile(name: string): PickedFile {
  const body =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    `% ${name}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

export async function photoFile(name = 'portrait.png'): Promise<PickedFile> {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 110, b: 170 } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
