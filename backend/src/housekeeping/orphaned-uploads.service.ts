import { Inject, Injectable } from '@nestjs/common';
import { avatarStorageName, type MediaKind } from '../uploads/file-names';
import { MediaStorage } from '../uploads/media-storage.service';
import {
  ACCOUNT_FILE_REFERENCES,
  CREDENTIAL_DOCUMENT_REFERENCES,
  MESSAGE_ATTACHMENT_HOUSEKEEPING,
  type AccountFileReferences,
  type CredentialDocumentReferences,
  type MessageAttachmentHousekeeping,
} from './housekeeping-sources';

const KINDS: readonly MediaKind[] = ['avatars', 'resumes', 'credentials', 'attachments'];

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
    @Inject(MESSAGE_ATTACHMENT_HOUSEKEEPING) private readonly attachments: MessageAttachmentHousekeeping,
    private readonly storage: MediaStorage,
  ) {}

  /** Removes orphaned files last changed before `cutoff`; answers how many. */
  async purge(cutoff: Date): Promise<number> {
    const candidates = Object.fromEntries(
      await Promise.all(KINDS.map(async (kind) => [kind, await this.storage.listStoredBefore(kind, cutoff)] as const)),
    ) as Record<MediaKind, string[]>;
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

  private async namedFiles(): Promise<Record<MediaKind, Set<string>>> {
    const { profileImages, resumeFiles } = await this.users.storedFileReferences();
    return {
      avatars: new Set(profileImages.map(avatarStorageName).filter((name): name is string => name !== null)),
      resumes: new Set(resumeFiles),
      credentials: new Set(await this.wallet.storedDocumentNames()),
      // Files of messages deleted with an account (the rows go by cascade), or left by a stop mid-upload.
      attachments: new Set(await this.attachments.storedNames()),
    };
  }
}
