import { Injectable } from '@nestjs/common';
import { Signal } from '../common/signal';

/**
 * Tells whoever cares that a nurse is using the product now: a signed-in request, or a tab whose live
 * socket is open. Emitted on every such request, so listeners must be cheap.
 */
@Injectable()
export class NurseActivitySignal extends Signal<number> {
  seen(userId: number): void {
    this.emit(userId);
  }
}
