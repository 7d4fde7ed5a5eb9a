import { Injectable, type OnModuleInit } from '@nestjs/common';
import { archiveFileName } from '../../personal-data/personal-data-archive';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { avatarStorageName } from '../../uploads/file-names';
import { MediaStorage } from '../../uploads/media-storage.service';
import { toUserDto } from './user.mapper';
import { UserSpecialtyEntity } from './entities/user-specialty.entity';
import { UsersRepository } from './users.repository';

/** Her account and profile, with the photo and résumé she uploaded: the `profile` section of her data. */
@Injectable()
export class ProfilePersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'profile';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly users: UsersRepository,
    private readonly media: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'profile.json',
        description:
          'your account and profile: name, contact details, specialties, licences and certifications you declared, education, your photo and résumé file names',
      },
      { path: 'photo.*', description: 'the profile photo you uploaded' },
      { path: 'resume/*', description: 'the résumé you uploaded, under the name you gave it' },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    const photoName = avatarStorageName(user.profileImage);
    await archive.json('profile.json', { ...toUserDto(user), resumeName: user.resumeName, updatedAt: user.updatedAt.toISOString() });
    const photo = photoName ? await this.media.open('avatars', photoName) : null;
    if (photo) await archive.file(`photo.${photoName!.split('.').pop()}`, photo.stream);
    const resume = user.resumeFile ? await this.media.open('resumes', user.resumeFile) : null;
    if (resume)
      await archive.file(`resume/${archiveFileName(user.resumeName ?? '', `resume.${user.resumeFile!.split('.').pop()}`)}`, resume.stream);
  }

  /**
   * Her photo and résumé files and her specialties. Her account row itself is left to the account's
   * deletion, which keeps it as a tombstone without anything that identifies her (messages she sent
   * stay in the other nurses' conversations and point at it).
   */
  async erase(userId: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (user) {
      await this.media.erase('avatars', [avatarStorageName(user.profileImage)]);
      await this.media.erase('resumes', [user.resumeFile]);
    }
    await this.rows.deleteRows(userId, [{ entity: UserSpecialtyEntity, column: 'userId' }]);
  }
}
