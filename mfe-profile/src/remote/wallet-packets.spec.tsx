import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CreatedPacket, Packet } from '@nurse/api-client';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { aUser } from '../test/a-user';
import { PROFILE_PAGES } from './profile-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

function aPacket(overrides: Partial<Packet> = {}): Packet {
  return {
    id: 5,
    title: 'For St. Mary’s',
    state: 'active',
    createdAt: '2026-11-26T10:00:00.000Z',
    expiresAt: '2026-12-03T10:00:00.000Z',
    revokedAt: null,
    licenceIds: [1],
    certificationIds: [],
    ceTranscript: true,
    resume: false,
    views: 2,
    downloads: 1,
    lastViewedAt: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}

const LICENCE = {
  id: 1,
  type: 'RN',
  aprnRole: null,
  state: 'TX',
  number: 'RN-123456',
  multistate: false,
  residenceState: null,
  issueDate: '2024-02-01',
  expiryDate: '2030-01-01',
  status: 'active',
  showOnProfile: false,
  document: null,
};

function mockWallet(packets: Packet[], extra: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/credentials/licences': { status: 200, body: { items: [LICENCE] } },
    'GET /api/credentials/certifications': { status: 200, body: { items: [] } },
    'GET /api/credentials/practice': {
      status: 200,
      body: { day: '2026-11-26', compactDataCheckedOn: '2026-07-01', states: [], moves: [] },
    },
    'GET /api/credentials/ce-activities': { status: 200, body: { items: [] } },
    'GET /api/credentials/calendar-feed': { status: 200, body: { active: false, createdAt: null } },
    'GET /api/credentials/packets': { status: 200, body: { items: packets } },
    ...extra,
  });
}

describe('Shared packets on the wallet', () => {
  it('lists her packets with their views and shows a packet’s log', async () => {
    mockWallet(
      [
        aPacket(),
        aPacket({
          id: 4,
          title: 'Old agency',
          state: 'revoked',
          revokedAt: '2026-11-20T09:00:00.000Z',
          views: 0,
          downloads: 0,
          lastViewedAt: null,
        }),
      ],
      {
        'GET /api/credentials/packets/5/views': {
          status: 200,
          body: {
            items: [
              {
                viewedAt: '2026-11-26T12:00:00.000Z',
                item: 'page',
                label: 'Packet page',
                network: '203.0.113.0/24',
                browser: 'Firefox on Windows',
                userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
              },
            ],
          },
        },
      },
    );
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });

    const packet = await screen.findByRole('article', { name: 'For St. Mary’s' });
    expect(within(packet).getByText('1 licence, CE transcript')).toBeTruthy();
    expect(within(packet).getByText(/^2 views, 1 download, last/)).toBeTruthy();
    const revoked = screen.getByRole('article', { name: 'Old agency' });
    expect(within(revoked).getByText(/^Revoked on 20 Nov 2026/)).toBeTruthy();
    expect(within(revoked).queryByRole('button', { name: 'Revoke Old agency' })).toBeNull();

    fireEvent.click(within(packet).getByRole('button', { name: 'Show views' }));
    const log = await within(packet).findByRole('list', { name: 'Views of For St. Mary’s' });
    expect(within(log).getByText('Packet page')).toBeTruthy();
    // Named in words; the browser's own description is not shown.
    expect(within(log).getByText('Firefox on Windows · from 203.0.113.0/24')).toBeTruthy();
    expect(within(log).queryByText(/Mozilla/)).toBeNull();
  });

  it('shares the chosen entries for the days chosen and shows the link once', async () => {
    const created: CreatedPacket = {
      ...aPacket({ id: 6, views: 0, downloads: 0, lastViewedAt: null }),
      url: 'https://nurse.example/packet/abc',
    };
    mockWallet([], { 'POST /api/credentials/packets': { status: 201, body: created } });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });

    fireEvent.click(await screen.findByRole('button', { name: 'Share a packet' }));
    const form = await screen.findByRole('form', { name: 'Share a packet' });
    fireEvent.change(within(form).getByLabelText('Name of the packet'), { target: { value: ' For St. Mary’s ' } });
    fireEvent.click(await within(form).findByRole('checkbox', { name: 'RN licence, TX, RN-123456' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'CE transcript' }));
    fireEvent.change(within(form).getByLabelText('Days the link works'), { target: { value: '31' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Share and get the link' }));
    });
    expect(within(form).getByRole('alert').textContent).toBe('Choose how long the link works: 1 to 30 days');
    expect(apiCalls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Days the link works'), { target: { value: '14' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Share and get the link' }));
    });
    expect(apiCalls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/credentials/packets',
        params: undefined,
        body: { title: 'For St. Mary’s', expiresInDays: 14, licenceIds: [1], certificationIds: [], ceTranscript: true, resume: false },
      },
    ]);
    expect(((await screen.findByLabelText('Link to “For St. Mary’s”')) as HTMLInputElement).value).toBe('https://nurse.example/packet/abc');
  });

  it('offers her résumé only once she has uploaded one, and says why it is not offered before', async () => {
    mockWallet([]);
    const { unmount } = renderRemote(PROFILE_PAGES, '/wallet', { user: aUser({ resumeUrl: null }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Share a packet' }));
    let form = await screen.findByRole('form', { name: 'Share a packet' });
    const unavailable = within(form).getByRole('checkbox', { name: 'Résumé from your profile' });
    expect((unavailable as HTMLInputElement).disabled).toBe(true);
    expect(unavailable.getAttribute('aria-describedby')).toBe('packet-no-resume');
    expect(within(form).getByText('You have not uploaded a résumé yet: upload one on your profile to share it.')).toBeTruthy();
    unmount();

    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser({ resumeUrl: '/api/users/7/resume/user7-cv.pdf' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Share a packet' }));
    form = await screen.findByRole('form', { name: 'Share a packet' });
    expect((within(form).getByRole('checkbox', { name: 'Résumé from your profile' }) as HTMLInputElement).disabled).toBe(false);
    expect(within(form).queryByText(/not uploaded a résumé/)).toBeNull();
  });
});
