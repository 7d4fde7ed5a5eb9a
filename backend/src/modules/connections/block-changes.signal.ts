import { Injectable } from '@nestjs/common';
import { Signal } from '../../common/signal';

/**
 * Tells whoever counts what passes between two nurses (the unread totals) that a block between them
 * was stored or lifted: a block hides their conversation from both.
 */
@Injectable()
export class BlockChangesSignal extends Signal<readonly [number, number]> {
  changed(a: number, b: number): void {
    this.emit([a, b]);
  }
}
