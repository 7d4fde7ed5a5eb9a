import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';

/** Data access for password reset tokens (stored as hashes only). */
@Injectable()
export class PasswordResetTokensRepository {
  constructor(@InjectRepository(PasswordResetTokenEntity) private readonly tokens: Repository<PasswordResetTokenEntity>) {}

  /** `tx` runs the insert in the caller's transaction. */
  async insert(userId: number, tokenHash: string, expiresAt: Date, tx?: Transaction): Promise<void> {
    await (managerOf(tx)?.getRepository(PasswordResetTokenEntity) ?? this.tokens).insert({ userId, tokenHash, expiresAt, usedAt: null });
  }

  findByHash(tokenHash: string): Promise<PasswordResetTokenEntity | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  /** Marks the token used unless it already is; answers whether this call spent it. */
  async spend(id: number, at: Date): Promise<boolean> {
    const result = await this.tokens.update({ id, usedAt: IsNull() }, { usedAt: at });
    return result.affected === 1;
  }

  async spendAllOpen(userId: number, at: Date): Promise<void> {
    await this.tokens.update({ userId, usedAt: IsNull() }, { usedAt: at });
  }

  /** Removes tokens that can no longer be used: spent, or expired before `now`. Answers how many. */
  async deleteUnusable(now: Date): Promise<number> {
    const result = await this.tokens.delete([{ usedAt: Not(IsNull()) }, { expiresAt: LessThan(now) }]);
    return result.affected ?? 0;
  }
}
