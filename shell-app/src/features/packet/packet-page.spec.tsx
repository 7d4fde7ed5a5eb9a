import { screen, within } from '@testing-library/react';
import type { SharedPacket } from '@nurse/api-client';
import { mockApi } from '@nurse/api-client/testing';
import { ROUTES } from '@nurse/domain';
import { shellApi } from '../../app/api';
import { renderScreen } from '../../test-utils/render';
import PacketPage from './packet-page';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual<object>('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual<typeof import('@nurse/api-client/testing')>('@nurse/api-client/testing').mockBaseQuery,
}));

const TOKEN = 'A'.repeat(43);

const PACKET: SharedPacket = {
  title: 'For St. Mary’s',
  ownerName: 'Ada Byron',
  expiresAt: '2026-12-03T10:00:00.000Z',
  asOf: '2026-11-26',
  licences: [
    {
      id: 1,
      type: 'RN',
      typeLabel: 'RN',
      state: 'TX',
      number: 'TX-RN-777',
      multistate: true,
      issueDate: '2025-01-01',
      expiryDate: '2027-01-31',
      status: 'active',
      standing: 'current',
      document: { name: 'Texas card.pdf', url: `/api/packets/${TOKEN}/licences/1/document` },
    },
  ],
  certifications: [
    {
      id: 2,
      name: 'BLS',
      issuer: 'American Heart Association',
      number: null,
      issueDate: '2025-01-01',
      expiryDate: '2026-12-10',
      standing: 'due30',
      document: null,
    },
  ],
  ceTranscript: { name: 'ce-transcript.csv', url: `/api/packets/${TOKEN}/ce-transcript.csv` },
  resume: null,
};

describe('PacketPage', () => {
  let stores: { dispatch: (action: unknown) => unknown }[] = [];
  afterEach(() => {
    stores.forEach((store) => store.dispatch(shellApi.util.resetApiState()));
    stores = [];
  });

  function renderAt(token: string) {
    stores.push(renderScreen(<PacketPage />, { path: ROUTES.packet, at: `/packet/${token}` }).store);
  }

  it('shows her name, the credentials with their standing in words, and download links, and asks not to be indexed', async () => {
    mockApi({ [`GET /api/packets/${TOKEN}`]: { status: 200, body: PACKET } });
    renderAt(TOKEN);
    expect(await screen.findByRole('heading', { name: 'For St. Mary’s' })).toBeTruthy();
    expect(screen.getByText('Credentials shared by Ada Byron')).toBeTruthy();
    const licences = screen.getByRole('region', { name: 'Licences' });
    expect(within(licences).getByText('Current')).toBeTruthy();
    expect(within(licences).getByText('TX-RN-777')).toBeTruthy();
    expect(within(licences).getByRole('link', { name: 'Download Texas card.pdf (RN licence, TX)' }).getAttribute('href')).toBe(
      `/api/packets/${TOKEN}/licences/1/document`,
    );
    const certifications = screen.getByRole('region', { name: 'Certifications' });
    expect(within(certifications).getByText('Due within 30 days')).toBeTruthy();
    expect(within(certifications).getByText('No document attached')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the CE transcript (CSV)' })).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('says the link is gone with the server’s message', async () => {
    mockApi({
      [`GET /api/packets/${TOKEN}`]: {
        status: 404,
        body: { statusCode: 404, message: 'This packet link has expired, was revoked or never existed' },
      },
    });
    renderAt(TOKEN);
    expect(await screen.findByText('This packet link has expired, was revoked or never existed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Packet not available' })).toBeTruthy();
  });
});
