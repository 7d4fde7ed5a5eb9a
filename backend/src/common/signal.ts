/** Tells whoever subscribed that something happened, without the sender knowing who listens. */
export class Signal<T> {
  private readonly listeners = new Set<(value: T) => void>();

  /** Answers the function that unsubscribes. */
  subscribe(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emit(value: T): void {
    for (const listener of this.listeners) listener(value);
  }
}
