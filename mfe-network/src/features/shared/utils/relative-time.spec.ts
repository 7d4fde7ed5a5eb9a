import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('reads like the product: about 2 hours ago', () => {
    expect(relativeTime('2026-11-25T10:00:00Z', now)).toBe('about 2 hours ago');
    expect(relativeTime('2026-11-25T11:59:40Z', now)).toBe('less than a minute ago');
  });

  it('treats a time slightly ahead of the browser as just now', () => {
    expect(relativeTime('2026-11-25T12:00:05Z', now)).toBe('less than a minute ago');
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
