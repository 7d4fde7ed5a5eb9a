import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { AuthChallengeEntity, type AuthChallengePurpose } from './entities/auth-challenge.entity';

export interface NewAuthChallenge {
  id: string;
  purpose: AuthChallengePurpose;
  userId: number | null;
  challenge: string | null;
  expiresAt: Date;
}

/** Data access for the short-lived challenges of passkey ceremonies and of the step after the password. */
@Injectable()
export class AuthChallengesRepository {
  constructor(@InjectRepository(AuthChallengeEntity) private readonly rows: Repository<AuthChallengeEntity>) {}

  /** Stores the challenge, replacing one kept under the same id (a new ceremony in the same session). */
  async put(challenge: NewAuthChallenge): Promise<void> {
    await this.rows.delete({ id: challenge.id });
    await this.rows.insert(challenge);
  }

  /** The challenge of that purpose under the id while it has not expired; it stays stored. */
  find(id: string, purpose: AuthChallengePurpose, now: Date): Promise<AuthChallengeEntity | null> {
    return this.rows.findOneBy({ id, purpose, expiresAt: MoreThan(now) });
  }

  /**
   * Removes the challenge and answers it, once: of two requests answering the same challenge only the
   * one whose delete removed the row gets it. Null when there is none, it expired, or another took it.
   */
  async take(id: string, purpose: AuthChallengePurpose, now: Date): Promise<AuthChallengeEntity | null> {
    const found = await this.find(id, purpose, now);
    if (!found) return null;
    const removed = (await this.rows.delete({ id, purpose })).affected ?? 0;
    return removed > 0 ? found : null;
  }

  async remove(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  /** Removes challenges that expired before `now`; answers how many. */
  async deleteExpired(now: Date): Promise<number> {
    return (await this.rows.delete({ expiresAt: LessThan(now) })).affected ?? 0;
  }
}
