import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Licence, Practice } from '@nurse/api-client';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { PENDING_STATE_REASON } from '@nurse/catalogue';
import { renderRemote } from '@nurse/host/testing';
import { aUser } from '../test/a-user';
import { localToday } from '../features/wallet/utils/expiry-standing';
import { PROFILE_PAGES } from './profile-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

/** The calendar date `days` from today. */
function inDays(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return localToday(day);
}

function aLicence(overrides: Partial<Licence> = {}): Licence {
  return {
    id: 1,
    type: 'RN',
    aprnRole: null,
    state: 'TX',
    number: 'RN-123456',
    multistate: true,
    residenceState: 'TX',
    issueDate: '2024-02-01',
    expiryDate: inDays(400),
    status: 'active',
    showOnProfile: false,
    document: null,
    ...overrides,
  };
}

const PRACTICE: Practice = {
  day: localToday(),
  compactDataCheckedOn: '2026-07-01',
  states: [
    { state: 'FL', canPractise: true, reasons: ['RN multistate licence from TX'], licenceIds: [1] },
    { state: 'MA', canPractise: false, reasons: [PENDING_STATE_REASON], licenceIds: [] },
  ],
};

function mockWallet(licences: Licence[], extra: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/credentials/licences': { status: 200, body: { items: licences } },
    'GET /api/credentials/certifications': { status: 200, body: { items: [] } },
    'GET /api/credentials/practice': { status: 200, body: PRACTICE },
    ...extra,
  });
}

const card = (name: string) => screen.findByRole('article', { name });

describe('WalletPage', () => {
  it('shows each licence as a card with its standing in words, and where she can practise, grouped', async () => {
    mockWallet([
      aLicence(),
      aLicence({ id: 2, state: 'CA', multistate: false, residenceState: null, expiryDate: inDays(20) }),
      aLicence({ id: 3, state: 'OH', multistate: false, residenceState: null, expiryDate: inDays(-1) }),
    ]);
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });

    const texas = await card('RN licence, TX');
    expect(within(texas).getByText('Current')).toBeTruthy();
    expect(within(texas).getByText('RN-123456')).toBeTruthy();
    expect(within(texas).getByText('Multistate (compact), residence TX')).toBeTruthy();
    expect(within(await card('RN licence, CA')).getByText('Due within 30 days')).toBeTruthy();
    expect(within(await card('RN licence, OH')).getByText('Lapsed')).toBeTruthy();

    const canPractise = await screen.findByRole('list', { name: 'You can practise (1)' });
    expect(within(canPractise).getByText('Florida (FL)')).toBeTruthy();
    expect(within(canPractise).getByText('RN multistate licence from TX')).toBeTruthy();
    const pending = screen.getByRole('list', { name: 'Compact enacted, not yet issuing (1)' });
    expect(within(pending).getByText('Massachusetts (MA)')).toBeTruthy();
  });

  it("adds a licence and shows the server's message beside the field it refused", async () => {
    mockWallet([], {
      'POST /api/credentials/licences': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Use the two-letter code of a US state, e.g. TX',
          errors: [{ field: 'state', message: 'Use the two-letter code of a US state, e.g. TX' }],
        },
      },
    });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a licence' }));
    const form = await screen.findByRole('form', { name: 'Add a licence' });
    fireEvent.change(within(form).getByLabelText('Licence number'), { target: { value: ' RN-9 ' } });
    fireEvent.change(within(form).getByLabelText('Issue date'), { target: { value: '2025-01-01' } });
    fireEvent.change(within(form).getByLabelText('Expiry date'), { target: { value: '2027-01-31' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add licence' }));
    });

    const message = await within(form).findByRole('alert');
    expect(message.textContent).toBe('Use the two-letter code of a US state, e.g. TX');
    expect(within(form).getByLabelText('Issuing state').getAttribute('aria-invalid')).toBe('true');
    expect(apiCalls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/credentials/licences',
        params: undefined,
        body: {
          type: 'RN',
          aprnRole: null,
          state: '',
          number: 'RN-9',
          multistate: false,
          residenceState: null,
          issueDate: '2025-01-01',
          expiryDate: '2027-01-31',
          status: 'active',
          showOnProfile: false,
        },
      },
    ]);
  });

  it('deletes a licence only once she confirms', async () => {
    mockWallet([aLicence()], { 'DELETE /api/credentials/licences/1': { status: 200, body: { message: 'Licence deleted' } } });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    fireEvent.click(within(await card('RN licence, TX')).getByRole('button', { name: 'Delete RN licence, TX' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete RN licence, TX?' });
    expect(apiCalls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect(apiCalls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/credentials/licences/1', params: undefined, body: undefined },
    ]);
  });
});
