import { Injectable } from '@nestjs/common';
import { Signal } from '../common/signal';

/**
 * Tells the parts of a process that hold something open (readiness, live sockets, job workers) that
 * it is shutting down, and by when it must be gone.
 */
@Injectable()
export class DrainingSignal extends Signal<void> {
  private deadline: number | null = null;

  get draining(): boolean {
    return this.deadline !== null;
  }

  begin(deadline: number): void {
    if (this.deadline !== null) return;
    this.deadline = deadline;
    this.emit();
  }

  /** Time left before the process exits, or `otherwise` when it is closed without a deadline (tests). */
  timeLeftMs(otherwise: number): number {
    return this.deadline === null ? otherwise : Math.max(0, this.deadline - Date.now());
  }
}
