import archiver from 'archiver';
import type { Readable, Writable } from 'node:stream';
import type { PersonalDataContributor, PersonalDataSection } from './personal-data-contributor';
import { personalDataReadme, README_FILE } from './personal-data-readme';

/** A path inside a section: words of letters, digits, dots, hyphens and underscores, joined by slashes, never "..". */
const SAFE_PATH = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** A name a nurse gave a file ("My RN licence (2024).pdf"), made safe as a file name inside the archive. */
export function archiveFileName(name: string, fallback: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+\./g, '.')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 100);
  return safe.length > 0 && SAFE_PATH.test(safe) ? safe : fallback;
}

/**
 * Streams her archive into `output` as a zip: each contributor's section in its own folder, then
 * README.txt. Entries are written one at a time (each section's call resolves once its file is in),
 * so only one stored file is open at once. Resolves when the zip is complete; answers its length.
 */
export async function writePersonalDataArchive(
  userId: number,
  contributors: readonly PersonalDataContributor[],
  output: Writable,
  preparedAt: Date,
): Promise<number> {
  const zip = archiver('zip', { zlib: { level: 6 } });
  let failure: Error | null = null;
  let pending: { name: string; resolve: () => void; reject: (error: Error) => void } | null = null;
  zip.on('entry', (entry) => {
    if (pending && pending.name === entry.name) {
      const done = pending;
      pending = null;
      done.resolve();
    }
  });
  const fail = (error: Error) => {
    failure ??= error;
    pending?.reject(error);
    pending = null;
  };
  zip.on('error', fail);
  zip.on('warning', fail);
  output.on('error', fail);
  const finished = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve);
    output.on('close', resolve);
    zip.on('error', reject);
    output.on('error', reject);
  });
  zip.pipe(output);

  const append = (name: string, body: Readable | Buffer | string): Promise<void> => {
    if (failure) return Promise.reject(failure);
    return new Promise<void>((resolve, reject) => {
      pending = { name, resolve, reject };
      zip.append(body, { name, date: preparedAt });
    });
  };

  for (const contributor of contributors) {
    const section: PersonalDataSection = {
      json: (path, value) => append(inSection(contributor.name, path), `${JSON.stringify(value, null, 2)}\n`),
      file: (path, body) => append(inSection(contributor.name, path), body),
    };
    await contributor.collect(userId, section);
  }
  await append(
    README_FILE,
    personalDataReadme(
      preparedAt,
      contributors.map((contributor) => ({ name: contributor.name, files: contributor.describe() })),
    ),
  );
  await zip.finalize();
  await finished;
  if (failure) throw failure;
  return zip.pointer();
}

function inSection(section: string, path: string): string {
  if (!SAFE_PATH.test(path)) throw new Error(`Personal data section ${section} wrote an unsafe path: ${path}`);
  return `${section}/${path}`;
}
