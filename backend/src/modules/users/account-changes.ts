import { Injectable } from '@nestjs/common';
import { Signal } from '../../common/signal';

/**
 * Tells whoever keeps a copy of an account (the session cache) that its row changed, once the change
 * is stored. Every write of the users table goes through UsersRepository, which signals here.
 */
@Injectable()
export class AccountChanges extends Signal<number> {
  changed(userId: number): void {
    this.emit(userId);
  }
}
