import { packetContentsText, packetDays, packetStateText, packetViewsText } from './packet-texts';

describe('packetDays', () => {
  it('takes whole days from 1 to 30', () => {
    expect(packetDays('1')).toBe(1);
    expect(packetDays(' 30 ')).toBe(30);
    expect(packetDays('7')).toBe(7);
  });

  it('refuses 0, 31, fractions, signs and text', () => {
    for (const typed of ['0', '31', '1.5', '-3', '', 'seven', '100']) expect(packetDays(typed)).toBeNull();
  });
});

describe('packet texts', () => {
  it('say what a packet holds', () => {
    expect(packetContentsText({ licenceIds: [1, 2], certificationIds: [3], ceTranscript: true, resume: true })).toBe(
      '2 licences, 1 certification, CE transcript, résumé',
    );
    expect(packetContentsText({ licenceIds: [], certificationIds: [], ceTranscript: false, resume: true })).toBe('résumé');
  });

  it('say whether the link works', () => {
    const expiresAt = '2026-12-03T12:00:00.000Z';
    expect(packetStateText({ state: 'active', expiresAt, revokedAt: null })).toMatch(/^Works until 3 Dec 2026/);
    expect(packetStateText({ state: 'expired', expiresAt, revokedAt: null })).toMatch(/^Expired on 3 Dec 2026/);
    expect(packetStateText({ state: 'revoked', expiresAt, revokedAt: '2026-11-28T09:00:00.000Z' })).toMatch(/^Revoked on 28 Nov 2026/);
  });

  it('name the time zone a link ends in', () => {
    const expiresAt = '2026-12-03T14:05:00.000Z';
    expect(packetStateText({ state: 'active', expiresAt, revokedAt: null }, 'America/Chicago')).toBe(
      'Works until 3 Dec 2026, 08:05 Central Standard Time',
    );
    expect(packetStateText({ state: 'expired', expiresAt, revokedAt: null }, 'Pacific/Honolulu')).toBe(
      'Expired on 3 Dec 2026, 04:05 Hawaii-Aleutian Standard Time',
    );
  });

  it('count views and downloads', () => {
    expect(packetViewsText({ views: 0, downloads: 0, lastViewedAt: null })).toBe('Not viewed yet');
    expect(packetViewsText({ views: 1, downloads: 2, lastViewedAt: '2026-11-26T13:40:00.000Z' })).toMatch(
      /^1 view, 2 downloads, last 26 Nov 2026/,
    );
  });
});
