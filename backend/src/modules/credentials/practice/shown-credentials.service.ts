import { Injectable } from '@nestjs/common';
import { ENLC_RULE } from '@nurse/catalogue';
import { utcToday } from '@nurse/domain';
import type { UserEntity } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import type { PracticeDto, ProfileCredentialsDto } from './dto/practice.dto';
import { PracticeReachService } from './practice-reach.service';
import { toProfileCertificationDto, toProfileLicenceDto } from './profile-credentials.mapper';
import { WalletService } from '../wallet.service';

/** What the wallet shows beyond its entries: where she can practise, and the part of it on her profile. */
@Injectable()
export class ShownCredentialsService {
  constructor(
    private readonly wallet: WalletService,
    private readonly users: UsersService,
    private readonly reach: PracticeReachService,
  ) {}

  async practice(user: UserEntity): Promise<PracticeDto> {
    const { day, source, states, moves } = await this.reach.ofNurse(user);
    return {
      day,
      source,
      compactDataCheckedOn: ENLC_RULE.lastChecked,
      // A declared licence is no wallet entry: it is named by no id.
      states: states.map((s) => ({ ...s, reasons: [...s.reasons], licenceIds: source === 'wallet' ? [...s.licenceIds] : [] })),
      moves: [...moves],
    };
  }

  /**
   * The entries she marked for her profile, as another nurse sees them. A nurse the viewer cannot see
   * (on the waitlist, suspended, or blocked either way) is not found, as on her profile.
   */
  async onProfile(viewer: UserEntity, userId: number): Promise<ProfileCredentialsDto> {
    if (viewer.id !== userId) await this.users.getNetworkMemberFor(viewer.id, userId);
    const day = utcToday();
    const [licences, certifications] = await Promise.all([
      this.wallet.entries('licences', userId),
      this.wallet.entries('certifications', userId),
    ]);
    return {
      licences: licences.filter((entry) => entry.showOnProfile).map((entry) => toProfileLicenceDto(entry, day)),
      certifications: certifications.filter((entry) => entry.showOnProfile).map((entry) => toProfileCertificationDto(entry, day)),
    };
  }
}
