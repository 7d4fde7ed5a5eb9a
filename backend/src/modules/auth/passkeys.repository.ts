import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PasskeyCredentialEntity } from './entities/passkey-credential.entity';

export type NewPasskey = Pick<PasskeyCredentialEntity, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'>;

/** Data access for her passkeys. */
@Injectable()
export class PasskeysRepository {
  constructor(@InjectRepository(PasskeyCredentialEntity) private readonly rows: Repository<PasskeyCredentialEntity>) {}

  listOf(userId: number): Promise<PasskeyCredentialEntity[]> {
    return this.rows.find({ where: { userId }, order: { id: 'ASC' } });
  }

  countOf(userId: number): Promise<number> {
    return this.rows.countBy({ userId });
  }

  findByCredentialId(credentialId: string): Promise<PasskeyCredentialEntity | null> {
    return this.rows.findOneBy({ credentialId });
  }

  async insert(passkey: NewPasskey, at: Date): Promise<PasskeyCredentialEntity> {
    return this.rows.save(this.rows.create({ ...passkey, createdAt: at, lastUsedAt: null }));
  }

  /** Removes one of hers; answers false when she has no such passkey. */
  async removeOf(userId: number, id: number): Promise<boolean> {
    return ((await this.rows.delete({ id, userId })).affected ?? 0) > 0;
  }

  /**
   * Records a sign-in with it: the authenticator's new counter, unless another sign-in stored a
   * higher one meanwhile (answers false then, a sign of a cloned authenticator or a replay).
   */
  async recordUse(passkey: PasskeyCredentialEntity, counter: number, at: Date): Promise<boolean> {
    const result = await this.rows.update({ id: passkey.id, counter: passkey.counter }, { counter, lastUsedAt: at });
    return (result.affected ?? 0) > 0;
  }
}
