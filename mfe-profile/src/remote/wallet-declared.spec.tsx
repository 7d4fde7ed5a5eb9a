import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeclaredLicence } from '@nurse/api-client';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { aUser } from '../test/a-user';
import { PROFILE_PAGES } from './profile-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

const TEXAS: DeclaredLicence = { id: 4, type: 'RN', state: 'TX', multistate: true, residenceState: 'TX' };
const APRN: DeclaredLicence = { id: 5, type: 'APRN', state: '', multistate: false, residenceState: null };

function mockWallet(declared: () => DeclaredLicence[]) {
  mockApi({
    'GET /api/credentials/licences': { status: 200, body: { items: [] } },
    'GET /api/credentials/certifications': { status: 200, body: { items: [] } },
    'GET /api/credentials/declared-licences': () => ({ status: 200, body: { items: declared() } }),
    'DELETE /api/credentials/declared-licences/5': { status: 200, body: { message: 'Declared licence removed' } },
  });
}

describe('Wallet: licences to complete', () => {
  it('lists the licences she named on her profile and removes one she confirms', async () => {
    let declared = [TEXAS, APRN];
    mockWallet(() => declared);
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });

    const section = await screen.findByRole('region', { name: 'Licences to complete' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual(['RN in Texas (TX), multistate (eNLC)', 'APRN']);

    fireEvent.click(within(section).getByRole('button', { name: 'Remove APRN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this licence from your profile?' });
    declared = [TEXAS];
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    });

    expect(apiCalls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/credentials/declared-licences/5' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Licence removed from your profile')).toBeTruthy();
  });

  it('shows nothing when every licence is complete', async () => {
    mockWallet(() => []);
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    await waitFor(() => expect(apiCalls.some((call) => call.url === '/api/credentials/declared-licences')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Licences to complete' })).toBeNull();
  });
});
