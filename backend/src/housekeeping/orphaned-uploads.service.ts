import { Inject, Injectable } from '@nestjs/common';
import { avatarStorageName, type MediaKind } from '../uploads/file-names';
import { MediaStorage } from '../uploads/media-storage.service';
import {
  ACCOUNT_FILE_REFERENCES,
  CREDENTIAL_DOCUMENT_REFERENCES,
  type AccountFileReferences,
  type CredentialDocumentReferences,
} from './housekeeping-sources';

/** Message attachments are not swept here: their rows expire on their own (message-attachments.service.ts). */
const KINDS = ['avatars', 'resumes', 'credentials'] as const satisfies readonly MediaKind[];
type SweptKind = (typeof KINDS)[number];

/**
 * Uploaded files no record names any more, e.g. left behind when the process stopped between
 * storing a file and pointing the record at it. Files younger than the grace period are kept, since
 * an upload stores its file a moment before the record names it.
 */
@Injectable()
export class OrphanedUploadsService {
  constructor(
    @Inject(ACCOUNT_FILE_REFERENCES) private readonly users: AccountFileReferences,
    @Inject(CREDENTIAL_DOCUMENT_REFERENCES) private readonly wallet: CredentialDocumentReferences,
    private readonly storage: MediaStorage,
  ) {}

  /** Removes orphaned files last changed before `cutoff`; answers how many. */
  async purge(cutoff: Date): Promise<number> {
    const candidates = Object.fromEntries(
      await Promise.all(KINDS.map(async (kind) => [kind, await this.storage.listStoredBefore(kind, cutoff)] as const)),
    ) as Record<SweptKind, string[]>;
    if (KINDS.every((kind) => candidates[kind].length === 0)) return 0;
    const named = await this.namedFiles();
    let removed = 0;
    for (const kind of KINDS) {
      for (const name of candidates[kind]) {
        if (named[kind].has(name)) continue;
        await this.storage.remove(kind, name);
        removed += 1;
      }
    }
    return removed;
  }

  private async namedFiles(): Promise<Record<SweptKind, Set<string>>> {
    const { profileImages, resumeFiles } = await this.users.storedFileReferences();
    return {
      avatars: new Set(profileImages.map(avatarStorageName).filter((name): name is string => name !== null)),
      resumes: new Set(resumeFiles),
      credentials: new Set(await this.wallet.storedDocumentNames()),
    };
  }
}
