import { Injectable } from '@nestjs/common';
import { Signal } from '../../common/signal';

/** Whose account changed, and which of its fields. */
export interface AccountChange {
  userId: number;
  fields: readonly string[];
}

/**
 * Tells whoever keeps a copy of an account (the session cache) that its row changed, once the change
 * is stored. Every write of the users table goes through UsersRepository, which signals here.
 */
@Injectable()
export class AccountChangesSignal extends Signal<AccountChange> {
  changed(userId: number, fields: readonly string[]): void {
    this.emit({ userId, fields });
  }
}
