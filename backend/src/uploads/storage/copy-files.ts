import type { FileStorage } from './file-storage';

export interface CopyReport {
  copied: number;
  skipped: number;
}

/**
 * Copies every file under the prefixes from one storage into another, one at a time as a stream. A key
 * the target already holds with the same size is skipped, so a run cut short can simply run again.
 */
export async function copyFiles(
  from: FileStorage,
  to: FileStorage,
  prefixes: readonly string[],
  onCopied: (key: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0 };
  for (const prefix of prefixes) {
    const present = new Map((await to.list(prefix)).map((entry) => [entry.key, entry.size]));
    for (const entry of await from.list(prefix)) {
      if (present.get(entry.key) === entry.size) {
        report.skipped += 1;
        continue;
      }
      const file = await from.get(entry.key);
      if (!file) continue; // removed since it was listed
      await to.put(entry.key, file.stream, { contentType: file.contentType, size: file.size });
      report.copied += 1;
      onCopied(entry.key);
    }
  }
  return report;
}
