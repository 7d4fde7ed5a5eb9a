import { Injectable } from '@nestjs/common';
import { practiceStates, US_STATE_CODES } from '@nurse/catalogue';
import { WalletRepository } from '../../credentials/wallet.repository';
import type { UserEntity } from '../../users/entities/user.entity';

/**
 * The states a nurse can practise in today, for the job board's "where I can practise" filter: from her
 * wallet's licences and the compact's rules, or, before she has any, the states her profile lists.
 */
@Injectable()
export class NursePracticeStates {
  constructor(private readonly wallet: WalletRepository) {}

  async of(user: UserEntity): Promise<string[]> {
    const licences = await this.wallet.list('licences', user.id);
    if (licences.length === 0) {
      return user.selectedStates.split(/[\s,]+/).filter((code) => (US_STATE_CODES as readonly string[]).includes(code));
    }
    const day = new Date().toISOString().slice(0, 10);
    return practiceStates(licences, day)
      .filter((state) => state.canPractise)
      .map(({ state }) => state);
  }
}
