import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { ERRORS, PROFILE_VALIDATION } from '@nurse/domain';
import { splitList } from '@nurse/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/domain-errors';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { isUniqueViolation } from '../../database/unique-violation';
import { AvatarImageError, reencodeAvatar } from '../../uploads/avatar-image';
import { avatarStorageName, avatarUrl, resumeUrlFor, sanitizeDisplayName } from '../../uploads/file-names';
import { RESUME_MIME_TYPES, sniffImage, sniffResume, type ResumeKind } from '../../uploads/file-sniffer';
import { MediaStorage, type StoredFile } from '../../uploads/media-storage.service';
import type { UpdateUserDto } from './dto/update-user.dto';
import type { OwnProfileDto } from './dto/user.dto';
import type { UserEntity } from './entities/user.entity';
import { applyProfileUpdate } from './profile-update';
import { toOwnProfileDto } from './user.mapper';
import { UsersRepository, type FileColumn } from './users.repository';
import { PROFILE_WALLET, type ProfileWallet } from './profile-wallet';

/** An uploaded file as multer hands it over: in a temporary file that the upload interceptor removes after the answer. */
export interface UploadedFile {
  path: string;
  originalname: string;
  size: number;
}

export interface ResumeDownload extends StoredFile {
  fileName: string;
  contentType: string;
}

const MAX_SWAP_ATTEMPTS = 5;

function resumeKind(fileName: string): ResumeKind {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  return extension === 'doc' || extension === 'docx' ? extension : 'pdf';
}

/** A nurse's own profile: field updates, photo and résumé. Ownership is checked by the controller. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly storage: MediaStorage,
    @Inject(PROFILE_WALLET) private readonly licensure: ProfileWallet,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Her own profile: her record, and the certifications her wallet holds (the stored field keeps what she declared). */
  async own(user: UserEntity): Promise<OwnProfileDto> {
    return toOwnProfileDto(user, await this.licensure.walletCertifications(user.id));
  }

  /**
   * Stores the changes. Licensure is the wallet's: the licence types and states she sends become
   * declared licences in her wallet (in the same transaction), and the profile's licensure columns are
   * the view of the wallet that the wallet's licensure module writes.
   */
  async update(user: UserEntity, body: UpdateUserDto): Promise<UserEntity> {
    const result = applyProfileUpdate(user, body);
    if (!result.ok) throw InvalidInputError.forFields(result.errors);
    const { licensureType, selectedStates, eNLCStates, ...changes } = result.changes;
    const licensureChanged = licensureType !== undefined || selectedStates !== undefined || eNLCStates !== undefined;
    if (Object.keys(changes).length === 0 && !licensureChanged) return user;
    // The unique index on email answers whether another account has it, also for two changes at once.
    try {
      await this.unitOfWork.run(async (tx) => {
        if (licensureChanged) {
          const lists = {
            licensureTypes: splitList(licensureType ?? user.licensureType),
            states: splitList(selectedStates ?? user.selectedStates),
            enlcStates: splitList(eNLCStates ?? user.eNLCStates),
          };
          await this.licensure.declare(user.id, lists, tx);
        }
        if (Object.keys(changes).length > 0) await this.users.update(user.id, changes, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(ERRORS.duplicateEmail);
      throw error;
    }
    return this.reload(user.id);
  }

  /**
   * Re-encodes and stores the photo, points the record at it, and only then removes the previous file.
   * If the record cannot be updated the new file is removed and the old photo stays.
   */
  async setAvatar(user: UserEntity, file: UploadedFile | undefined): Promise<UserEntity> {
    const upload = this.requireFile(file);
    if (!(await sniffImage(upload.path))) throw new InvalidInputError(PROFILE_VALIDATION.invalidImageType);
    let webp: Buffer;
    try {
      webp = await reencodeAvatar(upload.path);
    } catch (error) {
      if (error instanceof AvatarImageError) {
        throw new InvalidInputError(
          error.reason === 'too-many-pixels' ? PROFILE_VALIDATION.imageTooManyPixels : PROFILE_VALIDATION.unreadableImage,
        );
      }
      throw error;
    }
    const name = await this.storage.save('avatars', Readable.from([webp]), webp.length, 'webp');
    let previousUrl: string | null;
    try {
      previousUrl = await this.swapFile(user.id, 'profileImage', { profileImage: avatarUrl(name) });
    } catch (error) {
      await this.storage.remove('avatars', name);
      throw error;
    }
    const previous = avatarStorageName(previousUrl);
    if (previous) await this.storage.remove('avatars', previous);
    return this.reload(user.id);
  }

  /** Stores a PDF, DOC or DOCX under a server-made name, keeping the original name for display. */
  async setResume(user: UserEntity, file: UploadedFile | undefined): Promise<string> {
    const upload = this.requireFile(file);
    const kind = await sniffResume(upload.path);
    if (!kind) throw new InvalidInputError(PROFILE_VALIDATION.invalidResumeType);
    const displayName = sanitizeDisplayName(upload.originalname, kind);
    const body = createReadStream(upload.path);
    let name: string;
    try {
      name = await this.storage.save('resumes', body, upload.size, kind);
    } finally {
      // A storage that failed before reading the file leaves it open otherwise.
      body.destroy();
    }
    const resumeUrl = resumeUrlFor(user.id, displayName);
    let previous: string | null;
    try {
      previous = await this.swapFile(user.id, 'resumeFile', { resumeFile: name, resumeName: displayName, resumeUrl });
    } catch (error) {
      await this.storage.remove('resumes', name);
      throw error;
    }
    if (previous) await this.storage.remove('resumes', previous);
    return resumeUrl;
  }

  async deleteResume(user: UserEntity): Promise<void> {
    if (!user.resumeFile && !user.resumeUrl) throw new NotFoundError(PROFILE_VALIDATION.noResume);
    const previous = await this.swapFile(user.id, 'resumeFile', { resumeFile: null, resumeName: null, resumeUrl: null });
    if (previous) await this.storage.remove('resumes', previous);
  }

  /** The stored résumé of that user for download; 404 when there is none. */
  async resume(userId: number): Promise<ResumeDownload> {
    const owner = await this.users.findById(userId);
    if (!owner) throw new NotFoundError(ERRORS.userNotFound);
    const file = owner.resumeFile ? await this.storage.open('resumes', owner.resumeFile) : null;
    if (!file) throw new NotFoundError(PROFILE_VALIDATION.noResume);
    const kind = resumeKind(owner.resumeFile!);
    const fileName = owner.resumeName ?? `resume.${kind}`;
    return { ...file, fileName, contentType: RESUME_MIME_TYPES[kind] };
  }

  /**
   * Points the record at another stored file (or none) and answers what the column held before. The
   * update applies only while the column still holds what was read, so of two uploads at once each
   * learns the file it replaced, and no stored file is left without a record pointing at it.
   */
  private async swapFile(userId: number, column: FileColumn, changes: Partial<UserEntity>): Promise<string | null> {
    for (let attempt = 0; attempt < MAX_SWAP_ATTEMPTS; attempt += 1) {
      const previous = await this.users.fileColumn(userId, column);
      if (previous === undefined) throw new NotFoundError(ERRORS.userNotFound);
      if (await this.users.updateIfFileUnchanged(userId, column, previous, changes)) return previous;
    }
    throw new ConflictError(PROFILE_VALIDATION.fileBusy);
  }

  private requireFile(file: UploadedFile | undefined): UploadedFile {
    if (!file) throw new InvalidInputError(PROFILE_VALIDATION.noFile);
    if (file.size === 0) throw new InvalidInputError(PROFILE_VALIDATION.emptyFile);
    return file;
  }

  private async reload(id: number): Promise<UserEntity> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundError(ERRORS.userNotFound);
    return user;
  }
}
