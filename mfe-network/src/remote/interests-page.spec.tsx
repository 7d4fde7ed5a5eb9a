import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aJob, apiCalls, mockApi, type ApiCall } from '@nurse/api-client/testing';
import { jobPage } from '../test/a-job';
import { aNurse, aPerson, NO_CONNECTION, pageOf } from '../test/a-nurse';
import { renderRemote } from '@nurse/host/testing';
import { NETWORK_PAGES } from './network-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

function serve() {
  mockApi({
    'GET /api/users/specialty/ICU': { status: 200, body: pageOf([aPerson(2, 'Grace Hopper'), aPerson(3, 'Clara Barton')]) },
    'GET /api/users/specialty/Oncology': {
      status: 200,
      body: pageOf([aPerson(3, 'Clara Barton', { confirmedSpecialties: ['Oncology'] })]),
    },
    'GET /api/users/1/connection-status/2': { status: 200, body: { id: 9, status: 'pending', requesterId: 2 } },
    'GET /api/users/1/connection-status/3': { status: 200, body: NO_CONNECTION },
    'PUT /api/connections/9/status': { status: 200, body: { id: 9, status: 'ignored' } },
    'GET /api/jobs': { status: 200, body: jobPage([aJob()]) },
    'GET /api/jobs?specialty=ICU': { status: 200, body: jobPage([aJob()]) },
    'GET /api/jobs?specialty=Oncology': { status: 200, body: jobPage([]) },
    'GET /api/learning-resources': { status: 200, body: { items: [], total: 0 } },
    'PUT /api/users/1': (call: ApiCall) => ({ status: 200, body: aNurse(call.body as object) }),
  });
}

describe('InterestsPage', () => {
  it('shows her specialties and interests as chips and the people in them, each once', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/areas-of-interest', { user: aNurse(), live: true });
    expect(within(screen.getByRole('list', { name: 'Experienced In' })).getByRole('button', { name: 'ICU' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Also Interested In' })).getByRole('button', { name: 'Oncology' })).toBeTruthy();

    expect(await screen.findByText('2 professionals found')).toBeTruthy();
    expect(screen.getAllByRole('article', { name: 'Clara Barton' })).toHaveLength(1);
  });

  it('declines a request from a card with rejected', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/areas-of-interest', { user: aNurse(), live: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Grace Hopper' }));
    expect(await screen.findByText('Connection request ignored')).toBeTruthy();
    expect(apiCalls).toContainEqual({ method: 'PUT', url: '/api/connections/9/status', params: undefined, body: { status: 'rejected' } });
  });

  it('filters people and jobs by the chips she selects', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/areas-of-interest', { user: aNurse(), live: true });
    await screen.findByText('2 professionals found');
    fireEvent.click(screen.getByRole('button', { name: 'Oncology', pressed: false }));

    expect(await screen.findByText('1 professional found')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Jobs' }));
    expect(await screen.findByText('No jobs found')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Oncology', pressed: true }));
    fireEvent.click(screen.getByRole('button', { name: 'ICU', pressed: false }));
    const job = await screen.findByRole('article', { name: 'ICU Registered Nurse at Riverside Methodist Hospital' });
    const apply = within(job).getByRole('link', { name: /Apply Now/ });
    expect(apply.getAttribute('href')).toBe('https://careers.example.org/jobs/001');
    expect(apply.getAttribute('target')).toBe('_blank');
    expect(within(job).getByText('$48.50–$61.75 an hour')).toBeTruthy();
  });

  it('says when there are no learning resources', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/areas-of-interest', { user: aNurse(), live: true });
    fireEvent.click(screen.getByRole('tab', { name: 'Learning' }));
    expect(await screen.findByText('No learning resources found')).toBeTruthy();
  });

  it('saves the whole list at once when she removes a specialty', async () => {
    serve();
    const { store } = renderRemote(NETWORK_PAGES, '/areas-of-interest', {
      user: aNurse({ confirmedSpecialties: ['ICU', 'NICU'] }),
      live: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Experienced In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Experienced In' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove NICU' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Specialties updated')).toBeTruthy();
    expect(apiCalls).toContainEqual({ method: 'PUT', url: '/api/users/1', params: undefined, body: { confirmedSpecialties: ['ICU'] } });
    await waitFor(() => expect(store.getState().session.user?.confirmedSpecialties).toEqual(['ICU']));
  });
});
