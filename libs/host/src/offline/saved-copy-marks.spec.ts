import { oldestSavedCopy, markSavedCopy, savedCopyLabel, unmarkSavedCopy } from './saved-copy-marks';

describe('savedCopyLabel', () => {
  const now = new Date('2026-11-28T20:40:00Z');

  it('says the time it was saved, in her locale and time zone', () => {
    expect(savedCopyLabel('2026-11-28T20:32:00Z', now, 'en-GB', 'Europe/London')).toBe('Saved copy from 20:32');
    expect(savedCopyLabel('2026-11-28T20:32:00Z', now, 'en-US', 'America/Chicago')).toBe('Saved copy from 2:32 PM');
  });

  it('adds the day when the copy is from an earlier day', () => {
    expect(savedCopyLabel('2026-11-27T09:05:00Z', now, 'en-GB', 'Europe/London')).toBe('Saved copy from 27 Nov, 9:05');
  });
});

describe('saved-copy marks', () => {
  it('give the oldest copy a screen shows, for her only, until fresh answers replace them', () => {
    const wallet = (address: string) => address.startsWith('/api/credentials/');
    markSavedCopy(1, '/api/credentials/licences', '2026-11-28T14:32:00.000Z');
    markSavedCopy(1, '/api/credentials/practice', '2026-11-28T14:30:00.000Z');
    markSavedCopy(1, '/api/conversations/1', '2026-11-28T14:00:00.000Z');
    expect(oldestSavedCopy(1, wallet)).toBe('2026-11-28T14:30:00.000Z');
    expect(oldestSavedCopy(2, wallet)).toBeNull();
    unmarkSavedCopy(1, '/api/credentials/practice');
    expect(oldestSavedCopy(1, wallet)).toBe('2026-11-28T14:32:00.000Z');
    unmarkSavedCopy(1, '/api/credentials/licences');
    expect(oldestSavedCopy(1, wallet)).toBeNull();
  });
});
