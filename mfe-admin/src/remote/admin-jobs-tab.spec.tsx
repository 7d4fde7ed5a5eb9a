import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Job } from '@nurse/api-client';
import { aJob, aJobDetail, apiCalls, mockApi, type MockReply } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { ADMIN_PAGES } from './admin-pages';

const OWNER_SESSION = { isAdmin: true, staff: { id: 1, email: 'admin@localhost', name: 'Owner', role: 'owner', secondFactorOn: true } };

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

const page = (items: Job[]): MockReply => ({ status: 200, body: { items, total: items.length, nextCursor: null } });

function signedInRoutes(overrides: Parameters<typeof mockApi>[0] = {}) {
  return {
    'GET /api/admin/session': { status: 200, body: OWNER_SESSION },
    'GET /api/admin/stats': { status: 200, body: { totalUsers: 0, liveAccounts: 0, pendingAccounts: 0 } },
    'GET /api/admin/users': page([]),
    'GET /api/admin/jobs': page([aJob()]),
    ...overrides,
  };
}

async function openJobsTab() {
  renderRemote(ADMIN_PAGES, '/admin');
  fireEvent.click(await screen.findByRole('tab', { name: 'Jobs' }));
}

const jobCalls = () => apiCalls.filter((call) => call.method === 'GET' && call.url === '/api/admin/jobs');

/** Picks an option of the antd select labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('the Jobs tab', () => {
  beforeEach(() => window.localStorage.setItem('isAdmin', 'true'));

  it('lists the listings with their status, pay and posting day', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/jobs': page([aJob(), aJob({ id: 8, title: 'Clinic LPN', status: 'draft', pay: null, postedOn: null })]),
      }),
    );
    await openJobsTab();

    const table = await screen.findByRole('table', { name: 'Jobs' });
    const open = await within(table).findByRole('row', { name: 'ICU Registered Nurse, Riverside Methodist Hospital' });
    expect(within(open).getByText('Columbus, OH')).toBeTruthy();
    expect(within(open).getByText('open')).toBeTruthy();
    expect(within(open).getByText('$48.50–$61.75 an hour')).toBeTruthy();
    expect(within(open).getByText('Nov 20, 2026')).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Close ICU Registered Nurse' })).toBeTruthy();

    const draft = within(table).getByRole('row', { name: 'Clinic LPN, Riverside Methodist Hospital' });
    expect(within(draft).getByText('draft')).toBeTruthy();
    expect(within(draft).getByText('No pay range')).toBeTruthy();
    expect(within(draft).getByText('Not posted')).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Publish Clinic LPN' })).toBeTruthy();
  });

  it('says so when no listing matches', async () => {
    mockApi(signedInRoutes({ 'GET /api/admin/jobs': page([]) }));
    await openJobsTab();

    expect(await screen.findByText('No job listings found')).toBeTruthy();
  });

  it('asks the server for the words typed and the status chosen, from the first page', async () => {
    mockApi(signedInRoutes());
    await openJobsTab();
    await screen.findByText('ICU Registered Nurse');
    expect(jobCalls()[0]?.params).toEqual({ q: '', cursor: undefined, pageSize: 20 });

    fireEvent.change(screen.getByLabelText('Search job listings'), { target: { value: 'icu' } });
    await waitFor(() => expect(jobCalls().at(-1)?.params).toMatchObject({ q: 'icu' }));
    expect(jobCalls().at(-1)?.params).not.toHaveProperty('status');

    const filter = screen.getByRole('group', { name: 'Show listings' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Closed' }));
    await waitFor(() => expect(jobCalls().at(-1)?.params).toEqual({ q: 'icu', status: 'closed', cursor: undefined, pageSize: 20 }));
    expect(within(filter).getByRole('button', { name: 'Closed' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('pages with the cursor the server gave', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/jobs': ({ params }) =>
          params?.cursor === 'after-7'
            ? page([aJob({ id: 3, title: 'Older listing' })])
            : { status: 200, body: { items: [aJob()], total: 21, nextCursor: 'after-7' } },
      }),
    );
    await openJobsTab();
    const pager = await screen.findByRole('navigation', { name: 'Job listings pages' });
    await screen.findByText('ICU Registered Nurse');

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Older listing')).toBeTruthy();
    expect(jobCalls().at(-1)?.params).toMatchObject({ cursor: 'after-7' });
  });

  it('publishes a draft, closes an open listing and reopens a closed one through their routes', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/jobs': page([
          aJob({ id: 1, title: 'Draft job', status: 'draft' }),
          aJob({ id: 2, title: 'Open job' }),
          aJob({ id: 3, title: 'Closed job', status: 'closed' }),
        ]),
        'POST /api/admin/jobs/1/open': { status: 200, body: aJobDetail({ id: 1 }) },
        'GET /api/admin/jobs/2/followers': { status: 200, body: { count: 3 } },
        'POST /api/admin/jobs/2/close': { status: 200, body: aJobDetail({ id: 2, status: 'closed' }) },
        'POST /api/admin/jobs/3/open': { status: 200, body: aJobDetail({ id: 3 }) },
      }),
    );
    await openJobsTab();

    for (const [button, confirmation] of [
      ['Publish Draft job', 'Listing published'],
      ['Close Open job', 'Listing closed'],
      ['Reopen Closed job', 'Listing reopened'],
    ] as const) {
      const action = await screen.findByRole('button', { name: button });
      await act(async () => {
        fireEvent.click(action);
      });
      if (button.startsWith('Close')) {
        // Closing is asked first, with the number of nurses it tells.
        const dialog = await screen.findByRole('dialog');
        expect(await within(dialog).findByText('3 nurses following it will be told it has closed.')).toBeTruthy();
        expect(apiCalls.some((call) => call.method === 'POST' && call.url.endsWith('/close'))).toBe(false);
        await act(async () => {
          fireEvent.click(within(dialog).getByRole('button', { name: 'Close listing' }));
        });
      }
      expect(await screen.findByText(confirmation)).toBeTruthy();
    }
    const posts = apiCalls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(posts).toEqual(['/api/admin/jobs/1/open', '/api/admin/jobs/2/close', '/api/admin/jobs/3/open']);
  });

  it("shows the server's refusal to publish a listing without pay", async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/jobs': page([aJob({ status: 'draft', pay: null })]),
        'POST /api/admin/jobs/1/open': {
          status: 400,
          body: {
            statusCode: 400,
            message: 'Add a pay range before publishing: every listing shows its pay',
            errors: [{ field: 'payMin', message: 'Add a pay range before publishing: every listing shows its pay' }],
          },
        },
      }),
    );
    await openJobsTab();

    const publish = await screen.findByRole('button', { name: 'Publish ICU Registered Nurse' });
    await act(async () => {
      fireEvent.click(publish);
    });

    expect(await screen.findByText('The listing was not changed')).toBeTruthy();
    expect(screen.getByText('Add a pay range before publishing: every listing shows its pay')).toBeTruthy();
  });

  it('writes a new travel listing as a draft: no pay, its contract terms sent', async () => {
    mockApi(signedInRoutes({ 'POST /api/admin/jobs': { status: 201, body: aJobDetail({ status: 'draft', pay: null }) } }));
    await openJobsTab();
    fireEvent.click(await screen.findByRole('button', { name: 'New listing' }));
    const form = await screen.findByRole('form', { name: 'New job listing' });

    expect(within(form).queryByLabelText('Contract length in weeks')).toBeNull();
    await choose('Employment type', 'Travel');
    fireEvent.change(within(form).getByLabelText('Contract length in weeks'), { target: { value: '13' } });
    fireEvent.change(within(form).getByLabelText('Start date'), { target: { value: '2027-01-04' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Travel ICU RN' } });
    fireEvent.change(within(form).getByLabelText('Hours a week'), { target: { value: '36' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    });

    const post = apiCalls.find((call) => call.method === 'POST' && call.url === '/api/admin/jobs');
    expect(post?.body).toMatchObject({
      title: 'Travel ICU RN',
      employmentType: 'travel',
      hoursPerWeek: 36,
      contractWeeks: 13,
      startDate: '2027-01-04',
      payMin: null,
      payMax: null,
      payUnit: null,
      closingOn: null,
    });
    expect(await screen.findByText('Listing saved')).toBeTruthy();
  });

  it('leaves out the contract terms typed once the job is no longer travel or contract', async () => {
    mockApi(signedInRoutes({ 'POST /api/admin/jobs': { status: 201, body: aJobDetail({ status: 'draft', pay: null }) } }));
    await openJobsTab();
    fireEvent.click(await screen.findByRole('button', { name: 'New listing' }));
    const form = await screen.findByRole('form', { name: 'New job listing' });

    await choose('Employment type', 'Contract');
    fireEvent.change(within(form).getByLabelText('Contract length in weeks'), { target: { value: '13' } });
    await choose('Employment type', 'Per diem');
    expect(within(form).queryByLabelText('Contract length in weeks')).toBeNull();
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    });

    const post = apiCalls.find((call) => call.method === 'POST' && call.url === '/api/admin/jobs');
    expect(post?.body).toMatchObject({ employmentType: 'per-diem', contractWeeks: null, startDate: null });
  });

  it('edits a listing with its pay history shown, sending the whole listing with pay in dollars', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/jobs/1': {
          status: 200,
          body: aJobDetail({
            payHistory: [
              { min: 48.5, max: 61.75, unit: 'hourly', includes: '', text: '$48.50–$61.75 an hour', changedAt: '2026-11-20T10:00:00.000Z' },
            ],
          }),
        },
        'PUT /api/admin/jobs/1': { status: 200, body: aJobDetail() },
      }),
    );
    await openJobsTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ICU Registered Nurse' }));

    const history = await screen.findByRole('region', { name: 'Pay history' });
    expect(within(history).getByRole('listitem').textContent).toContain('$48.50–$61.75 an hour');
    const form = screen.getByRole('form', { name: 'Edit job listing' });
    expect(within(form).queryByLabelText('Contract length in weeks')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Lowest pay in dollars'), { target: { value: '52.25' } });
    fireEvent.change(within(form).getByLabelText('Highest pay in dollars'), { target: { value: '64' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    });

    const put = apiCalls.find((call) => call.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      url: '/api/admin/jobs/1',
      params: undefined,
      body: {
        title: 'ICU Registered Nurse',
        employer: 'Riverside Methodist Hospital',
        setting: 'hospital',
        city: 'Columbus',
        state: 'OH',
        specialties: ['Critical Care'],
        employmentType: 'staff',
        shiftPattern: 'nights',
        schedule: 'Three 12-hour nights a week',
        hoursPerWeek: 36,
        contractWeeks: null,
        startDate: null,
        requiredLicences: ['RN'],
        requiredCertifications: ['BLS'],
        credentialNote: '',
        workMode: 'in-person',
        experienceYears: 2,
        education: 'BSN',
        payMin: 52.25,
        payMax: 64,
        payUnit: 'hourly',
        payIncludes: '',
        description: 'Care for critically ill adults in a 32-bed ICU.',
        responsibilities: '',
        qualifications: '',
        benefits: '',
        applyUrl: 'https://careers.example.org/jobs/001',
        closingOn: null,
      },
    });
    expect(await screen.findByText('Listing saved')).toBeTruthy();
  });

  it("shows a refused field's message beside it, and a published listing's kept pay beside the pay", async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/jobs/1': { status: 200, body: aJobDetail() },
        'PUT /api/admin/jobs/1': ({ body }) =>
          (body as { payMin: unknown }).payMin === null
            ? { status: 409, body: { statusCode: 409, message: 'A published listing keeps a pay range; change it, or close the listing' } }
            : {
                status: 400,
                body: {
                  statusCode: 400,
                  message: 'Bad Request',
                  errors: [{ field: 'applyUrl', message: 'applyUrl is the http(s) address of the employer’s page' }],
                },
              },
      }),
    );
    await openJobsTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ICU Registered Nurse' }));
    const form = await screen.findByRole('form', { name: 'Edit job listing' });

    fireEvent.change(within(form).getByLabelText('Apply URL'), { target: { value: 'careers' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    });
    const applyUrl = within(form).getByLabelText('Apply URL');
    expect(applyUrl.getAttribute('aria-invalid')).toBe('true');
    // In the words of the box the address is typed in, not the API's; the refused field is focused.
    expect(document.getElementById(applyUrl.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Enter the employer’s application page, starting with https://',
    );
    expect(document.activeElement).toBe(applyUrl);

    fireEvent.change(within(form).getByLabelText('Lowest pay in dollars'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    });
    const payMin = within(form).getByLabelText('Lowest pay in dollars');
    expect(payMin.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('job-payMin-error')?.textContent).toBe(
      'A published listing keeps a pay range; change it, or close the listing',
    );
  });
});
