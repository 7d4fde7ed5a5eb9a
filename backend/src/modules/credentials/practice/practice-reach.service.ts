import { Injectable } from '@nestjs/common';
import type { PracticeLicence } from '@nurse/catalogue';
import { utcToday } from '@nurse/domain';
import type { UserEntity } from '../../users/entities/user.entity';
import { licensureLists, type LicensureLists } from '@nurse/catalogue';
import { WalletService } from '../wallet.service';
import { practiceReach, type PracticeReach } from './practice-reach';

/** What the answer reads of a nurse's account: her id (for her wallet) and the licensure her profile declares. */
export type DeclaringNurse = Pick<UserEntity, 'id' | 'licensureType' | 'selectedStates' | 'eNLCStates'>;

/** Where a nurse may practise today, for the assistant, the job board and the wallet screen alike. */
@Injectable()
export class PracticeReachService {
  constructor(private readonly wallet: WalletService) {}

  /** Where she may practise today, from her wallet or, while it holds none, her profile's licensure. */
  ofNurse(nurse: DeclaringNurse): Promise<PracticeReach> {
    return this.of(nurse.id, licensureLists(nurse));
  }

  /** Where she may practise today, from her wallet or, while it holds none, what she declared. */
  async of(userId: number, declared: LicensureLists): Promise<PracticeReach> {
    // Her licences as the compact rule reads them: no number, so no answer built on them can repeat one.
    const licences: PracticeLicence[] = (await this.wallet.entries('licences', userId)).map(
      ({ id, type, aprnRole, state, multistate, residenceState, movedOn, status, expiryDate }) => ({
        id,
        type,
        aprnRole,
        state,
        multistate,
        residenceState,
        movedOn,
        status,
        expiryDate,
      }),
    );
    return practiceReach(licences, declared, utcToday());
  }
}
