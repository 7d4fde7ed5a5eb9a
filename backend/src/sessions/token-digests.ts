import { LRUCache } from 'lru-cache';

/**
 * A session's id is the HMAC of its cookie token (the store never holds the token itself). Each HMAC
 * sets up its key afresh, which makes it the dearest step of a signed-in request that the session
 * cache answers, and a page sends the same token with every request: the digests of the tokens seen
 * last are remembered. A digest never changes, so there is nothing to drop; beyond `maxEntries` the
 * least recently used goes first. A session found under an earlier key's digest is remembered
 * by that digest.
 */
export class TokenDigests {
  private readonly digests: LRUCache<string, string>;

  constructor(
    private readonly digest: (token: string) => string,
    maxEntries: number,
  ) {
    this.digests = new LRUCache({ max: maxEntries });
  }

  of(token: string): string {
    const remembered = this.digests.get(token);
    if (remembered !== undefined) return remembered;
    const digest = this.digest(token);
    this.digests.set(token, digest);
    return digest;
  }

  /** Answers `digest` for that token from now on: the one its session was found under, made with a key from before a rotation. */
  remember(token: string, digest: string): void {
    this.digests.set(token, digest);
  }
}
