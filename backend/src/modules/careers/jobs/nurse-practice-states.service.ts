import { Injectable } from '@nestjs/common';
import type { WalletLicenceType } from '@nurse/catalogue';
import { practisedStates } from '../../credentials/practice/practice-reach';
import { PracticeReachService } from '../../credentials/practice/practice-reach.service';
import type { UserEntity } from '../../users/entities/user.entity';

/** Where a nurse can practise today, for the job board's "where I can practise" filter. */
export interface NursePractice {
  /** The states she can practise in under any of her licences. */
  states: string[];
  /**
   * For each licence type she holds, the states it lets her practise in; null when the states come
   * from what she declared, which does not say which type each state issued.
   */
  statesByLicence: Partial<Record<WalletLicenceType, string[]>> | null;
}

/** The job board's reading of where she may practise (credentials/practice/practice-reach.ts). */
@Injectable()
export class NursePracticeStates {
  constructor(private readonly reach: PracticeReachService) {}

  async of(user: UserEntity): Promise<NursePractice> {
    const reach = await this.reach.ofNurse(user);
    return { states: practisedStates(reach), statesByLicence: reach.statesByLicenceType };
  }
}
