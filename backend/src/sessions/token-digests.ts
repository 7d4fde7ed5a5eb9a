/**
 * A session's id is the HMAC of its cookie token (the store never holds the token itself). Each HMAC
 * sets up its key afresh, which makes it the dearest step of a signed-in request that the session
 * cache answers, and a page sends the same token with every request: the digests of the tokens seen
 * last are remembered. A digest never changes, so there is nothing to drop; beyond `maxEntries` the
 * oldest goes first.
 */
export class TokenDigests {
  private readonly digests = new Map<string, string>();

  constructor(
    private readonly digest: (token: string) => string,
    private readonly maxEntries: number,
  ) {}

  of(token: string): string {
    const remembered = this.digests.get(token);
    if (remembered !== undefined) return remembered;
    const digest = this.digest(token);
    this.digests.set(token, digest);
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.digests.size > this.maxEntries) this.digests.delete(this.digests.keys().next().value as string);
    return digest;
  }
}
