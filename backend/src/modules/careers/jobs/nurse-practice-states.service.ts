import { Injectable } from '@nestjs/common';
import { practiceStates, US_STATE_CODES, type WalletLicenceType } from '@nurse/catalogue';
import { WalletRepository } from '../../credentials/wallet.repository';
import type { UserEntity } from '../../users/entities/user.entity';

/** Where a nurse can practise today, for the job board's "where I can practise" filter. */
export interface NursePractice {
  /** The states she can practise in under any of her licences. */
  states: string[];
  /**
   * For each licence type she holds, the states it lets her practise in; null when the states come
   * from her profile, which names no licence type.
   */
  statesByLicence: Partial<Record<WalletLicenceType, string[]>> | null;
}

/**
 * Where a nurse can practise today: from her wallet's licences and the compact's rules, by licence type,
 * or, before she has any licence there, the states her profile lists.
 */
@Injectable()
export class NursePracticeStates {
  constructor(private readonly wallet: WalletRepository) {}

  async of(user: UserEntity): Promise<NursePractice> {
    const licences = await this.wallet.list('licences', user.id);
    if (licences.length === 0) {
      const states = user.selectedStates.split(/[\s,]+/).filter((code) => (US_STATE_CODES as readonly string[]).includes(code));
      return { states, statesByLicence: null };
    }
    const typeOf = new Map(licences.map((licence) => [licence.id, licence.type]));
    const practised = practiceStates(licences, new Date().toISOString().slice(0, 10)).filter((state) => state.canPractise);
    const statesByLicence: Partial<Record<WalletLicenceType, string[]>> = {};
    for (const { state, licenceIds } of practised) {
      for (const type of new Set(licenceIds.map((id) => typeOf.get(id)))) {
        if (type) (statesByLicence[type] ??= []).push(state);
      }
    }
    return { states: practised.map(({ state }) => state), statesByLicence };
  }
}
