import { TokenDigests } from './token-digests';

describe('TokenDigests', () => {
  it('computes a digest once for a token seen again', () => {
    const digest = jest.fn((token: string) => `digest-of-${token}`);
    const digests = new TokenDigests(digest, 10);
    expect(digests.of('a')).toBe('digest-of-a');
    expect(digests.of('a')).toBe('digest-of-a');
    expect(digest).toHaveBeenCalledTimes(1);
  });

  it('forgets the least recently used token beyond its size', () => {
    const digest = jest.fn((token: string) => `digest-of-${token}`);
    const digests = new TokenDigests(digest, 2);
    digests.of('a');
    digests.of('b');
    digests.of('a');
    digests.of('c');
    expect(digests.of('a')).toBe('digest-of-a');
    expect(digest).toHaveBeenCalledTimes(3);
    expect(digests.of('b')).toBe('digest-of-b');
    expect(digest).toHaveBeenCalledTimes(4);
  });

  it('answers the digest remembered for a token instead of computing one', () => {
    const digest = jest.fn((token: string) => `digest-of-${token}`);
    const digests = new TokenDigests(digest, 10);
    digests.remember('a', 'earlier-digest-of-a');
    expect(digests.of('a')).toBe('earlier-digest-of-a');
    expect(digest).not.toHaveBeenCalled();
  });
});
