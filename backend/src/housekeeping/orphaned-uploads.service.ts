import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../modules/users/users.repository';
import { avatarStorageName, type MediaKind } from '../uploads/file-names';

/** The profile's own files; credential documents are deleted with their licence or certification. */
type ProfileMediaKind = Extract<MediaKind, 'avatars' | 'resumes'>;
import { MediaStorage } from '../uploads/media-storage.service';

/**
 * Uploaded files no account names any more, e.g. left behind when the process stopped between
 * storing a file and pointing the record at it. Files younger than the grace period are kept, since
 * an upload stores its file a moment before the record names it.
 */
@Injectable()
export class OrphanedUploadsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly storage: MediaStorage,
  ) {}

  /** Removes orphaned files last changed before `cutoff`; answers how many. */
  async purge(cutoff: Date): Promise<number> {
    const candidates: Record<ProfileMediaKind, string[]> = {
      avatars: await this.storage.listStoredBefore('avatars', cutoff),
      resumes: await this.storage.listStoredBefore('resumes', cutoff),
    };
    if (candidates.avatars.length + candidates.resumes.length === 0) return 0;
    const { profileImages, resumeFiles } = await this.users.storedFileReferences();
    const named: Record<ProfileMediaKind, Set<string>> = {
      avatars: new Set(profileImages.map(avatarStorageName).filter((name): name is string => name !== null)),
      resumes: new Set(resumeFiles),
    };
    let removed = 0;
    for (const kind of ['avatars', 'resumes'] as const) {
      for (const name of candidates[kind]) {
        if (named[kind].has(name)) continue;
        await this.storage.remove(kind, name);
        removed += 1;
      }
    }
    return removed;
  }
}
