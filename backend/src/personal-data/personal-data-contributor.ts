import type { Readable } from 'node:stream';

/**
 * What the product holds about a nurse, section by section. Each feature module that keeps personal
 * data provides one contributor and registers it with the PersonalDataRegistry when it starts
 * (`onModuleInit`), so this folder never names a feature: the archive ("Download my data") asks every
 * registered contributor for its section, and the erasure of a deleted account asks every registered
 * contributor to erase what it holds about her.
 */
export interface PersonalDataContributor {
  /** The section's folder in the archive, lower-case words joined by hyphens ("profile", "messages"). */
  readonly name: string;
  /** Each file the section may write, for the archive's README.txt. */
  describe(): readonly PersonalDataFileDescription[];
  /** Writes her data into the section; files it cannot find (a document gone from storage) are left out. */
  collect(userId: number, archive: PersonalDataSection): Promise<void>;
  /**
   * Erases everything the section holds about her, rows and stored files, once her account's deletion
   * is due. Runs again after a failure (a retried job), so it must do nothing the second time; it
   * throws when a file could not be removed, so that the job is retried. It leaves her account row
   * (the profile section keeps it as a tombstone holding nothing that identifies her).
   */
  erase(userId: number): Promise<void>;
}

/** A file a section writes: its path inside the section's folder (a `*` stands for many) and what it holds. */
export interface PersonalDataFileDescription {
  path: string;
  description: string;
}

/** Where a section writes its files, each path inside the section's own folder. */
export interface PersonalDataSection {
  /** Adds `value` as pretty-printed JSON; resolves once written. */
  json(path: string, value: unknown): Promise<void>;
  /** Adds a stored file's bytes; resolves once written, so files are read one at a time. */
  file(path: string, body: Readable | Buffer): Promise<void>;
}
