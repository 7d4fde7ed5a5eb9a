import type { Readable } from 'node:stream';

/**
 * What the product holds about a nurse, section by section. Each feature module that keeps personal
 * data provides one contributor and registers it with the PersonalDataRegistry when it starts
 * (`onModuleInit`), so this folder never names a feature: the archive ("Download my data") asks every
 * registered contributor for its section. A later erasure of the account asks the same contributors.
 */
export interface PersonalDataContributor {
  /** The section's folder in the archive, lower-case words joined by hyphens ("profile", "messages"). */
  readonly name: string;
  /** Each file the section may write, for the archive's README.txt. */
  describe(): readonly PersonalDataFileDescription[];
  /** Writes her data into the section; files it cannot find (a document gone from storage) are left out. */
  collect(userId: number, archive: PersonalDataSection): Promise<void>;
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
