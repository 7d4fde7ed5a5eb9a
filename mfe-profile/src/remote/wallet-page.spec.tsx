import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CeProgress, Licence, Practice } from '@nurse/api-client';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { PENDING_STATE_REASON } from '@nurse/catalogue';
import { localToday } from '@nurse/domain';
import { renderRemote } from '@nurse/host/testing';
import { aUser } from '../test/a-user';
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
    movedOn: null,
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
  source: 'wallet',
  compactDataCheckedOn: '2026-07-01',
  states: [
    { state: 'FL', canPractise: true, reasons: ['RN multistate licence from TX'], licenceIds: [1] },
    { state: 'MA', canPractise: false, reasons: [PENDING_STATE_REASON], licenceIds: [] },
  ],
  moves: [],
};

function mockWallet(licences: Licence[], extra: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    'GET /api/credentials/licences': { status: 200, body: { items: licences } },
    'GET /api/credentials/certifications': { status: 200, body: { items: [] } },
    'GET /api/credentials/practice': { status: 200, body: PRACTICE },
    'GET /api/credentials/ce-activities': { status: 200, body: { items: [] } },
    'GET /api/credentials/calendar-feed': { status: 200, body: { active: false, createdAt: null } },
    ...Object.fromEntries(
      licences.map((licence) => [`GET /api/credentials/licences/${licence.id}/ce-progress`, { status: 200, body: aProgress(licence.id) }]),
    ),
    ...extra,
  });
}

const HIV = {
  topic: 'hiv-aids' as const,
  label: 'HIV/AIDS',
  hoursRequired: null,
  hoursCounted: 0,
  missingHours: null,
  met: false,
  due: 'once',
  countedFrom: null,
  appliesWhen: null,
};

function aProgress(licenceId: number, overrides: Partial<CeProgress> = {}): CeProgress {
  return {
    licenceId,
    basis: 'catalogue',
    source: 'Florida Board of Nursing',
    asOf: '2026-11-28',
    sourceLine: 'Florida Board of Nursing, checked 2026-11-28',
    sourceUrl: 'https://floridasnursing.gov/frequently-asked-questions/?term_id=47',
    sourceCitation: 'Fla. Admin. Code r. 64B9-5',
    alternatives: ['A certification by an NCCA or ABSNC accredited specialty program'],
    note: null,
    exemption: null,
    cycleStart: '2025-02-01',
    cycleEnd: '2027-01-31',
    renewBy: '2027-01-31',
    hoursRequired: 24,
    hoursCounted: 18,
    complete: false,
    topics: [HIV],
    missingTopics: [HIV],
    summary: '18 of 24 hours; missing HIV/AIDS; renew by 31 Jan 2027',
    ...overrides,
  };
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

  it('says in the practice section where she moved and by when she must apply there', async () => {
    const move = {
      licenceId: 1,
      fromState: 'TX',
      toState: 'FL',
      movedOn: '2026-10-01',
      applyBy: '2026-11-30',
      standing: 'apply-window' as const,
      message: 'moved to FL on 2026-10-01: apply for a licence in FL by 2026-11-30',
    };
    mockWallet([aLicence({ residenceState: 'FL', movedOn: '2026-10-01' })], {
      'GET /api/credentials/practice': { status: 200, body: { ...PRACTICE, moves: [move] } },
    });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });

    expect(
      await screen.findByText(
        'Moved to Florida (FL) on 1 Oct 2026: apply for a licence in FL by 30 Nov 2026. Until then your TX multistate licence still covers the compact states.',
      ),
    ).toBeTruthy();
  });

  it('says where she can practise from the licences she declared at onboarding while her wallet is empty', async () => {
    mockWallet([], {
      'GET /api/credentials/practice': {
        status: 200,
        body: {
          ...PRACTICE,
          source: 'declared',
          states: [{ ...PRACTICE.states[0]!, reasons: ['RN multistate licence from TX'], licenceIds: [] }],
        },
      },
    });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });

    const canPractise = await screen.findByRole('list', { name: 'You can practise (1)' });
    expect(within(canPractise).getByText('Florida (FL)')).toBeTruthy();
    expect(
      screen.getByText('From the licences you declared at onboarding. Add them above so that their dates and any move count too.'),
    ).toBeTruthy();
    expect(screen.queryByText(/No licence in your wallet lets you practise today/)).toBeNull();
  });

  it('adds a licence and marks the field the server refused, in the words of its control', async () => {
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
    expect(message.textContent).toBe('Choose a state from the list');
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
          movedOn: null,
          issueDate: '2025-01-01',
          expiryDate: '2027-01-31',
          status: 'active',
          showOnProfile: false,
        },
      },
    ]);
  });

  it('asks when she moved only for a multistate licence', async () => {
    mockWallet([]);
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a licence' }));
    const form = await screen.findByRole('form', { name: 'Add a licence' });
    expect(within(form).queryByLabelText('Moved to that state on')).toBeNull();

    fireEvent.click(within(form).getByLabelText('Multistate (compact) licence'));
    const moved = within(form).getByLabelText('Moved to that state on');
    const hint = within(form).getByText(/^Only if you moved there after this licence was issued/);
    expect(moved.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it("edits the move: shows the stored day, the server's refusal beside it, and sends null to clear it or for a single-state licence", async () => {
    const refused = 'Record the move once you have moved: movedOn cannot be after today';
    mockWallet([aLicence({ residenceState: 'FL', movedOn: '2026-10-01' })], {
      'PUT /api/credentials/licences/1': {
        status: 400,
        body: { statusCode: 400, message: refused, errors: [{ field: 'movedOn', message: refused }] },
      },
    });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    fireEvent.click(within(await card('RN licence, TX')).getByRole('button', { name: 'Edit RN licence, TX' }));
    const form = await screen.findByRole('form', { name: 'Edit licence' });
    const save = () =>
      act(async () => {
        fireEvent.click(within(form).getByRole('button', { name: 'Save licence' }));
      });
    const moved = within(form).getByLabelText<HTMLInputElement>('Moved to that state on');
    expect(moved.value).toBe('2026-10-01');

    fireEvent.change(moved, { target: { value: '2099-01-01' } });
    await save();
    expect((await within(form).findByRole('alert')).textContent).toBe(refused);
    expect(moved.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(moved, { target: { value: '' } });
    await save();
    fireEvent.click(within(form).getByLabelText('Multistate (compact) licence'));
    expect(within(form).queryByLabelText('Moved to that state on')).toBeNull();
    await save();

    const sent = apiCalls
      .filter((call) => call.method === 'PUT')
      .map((call) => call.body as { residenceState: string | null; movedOn: string | null });
    expect(sent.map(({ residenceState, movedOn }) => ({ residenceState, movedOn }))).toEqual([
      { residenceState: 'FL', movedOn: '2099-01-01' },
      { residenceState: 'FL', movedOn: null },
      { residenceState: null, movedOn: null },
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

/** Opens the dialog that logs a CE activity and types into its fields, completed on 14 March 2026, on one topic. */
async function logActivity(fields: Record<'Title' | 'Provider' | 'Contact hours', string>, topic: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a CE activity' }));
  const form = await screen.findByRole('form', { name: 'Add a CE activity' });
  for (const [label, value] of Object.entries({ ...fields, 'Completed on': '2026-03-14' })) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
  fireEvent.click(within(form).getByLabelText(topic));
  return form;
}

describe('WalletPage continuing education', () => {
  const FLORIDA = { state: 'FL', multistate: false, residenceState: null };

  it('shows each licence’s CE progress as the server words it, with the topics still missing', async () => {
    mockWallet([aLicence(FLORIDA)]);
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    expect(await screen.findByText('18 of 24 hours; missing HIV/AIDS; renew by 31 Jan 2027')).toBeTruthy();
    const missing = screen.getByRole('list', { name: 'Topics still missing for RN licence, FL' });
    expect(within(missing).getByText('HIV/AIDS: any activity on it')).toBeTruthy();
    const required = screen.getByRole('list', { name: 'Topics the board requires for RN licence, FL' });
    expect(within(required).getByText('HIV/AIDS: once')).toBeTruthy();
    const alternatives = screen.getByRole('list', { name: 'Accepted instead of the hours for RN licence, FL' });
    expect(within(alternatives).getByText('A certification by an NCCA or ABSNC accredited specialty program')).toBeTruthy();
    expect(
      screen.getByText('Source: Florida Board of Nursing, checked 2026-11-28 (Fla. Admin. Code r. 64B9-5)', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Board’s page' }).getAttribute('href')).toBe(
      'https://floridasnursing.gov/frequently-asked-questions/?term_id=47',
    );
    expect(screen.getByRole('link', { name: 'Download transcript (CSV)' }).getAttribute('href')).toBe('/api/credentials/ce-transcript.csv');
  });

  it("logs an activity, shows the server's message beside the hours, then sends it with its certificate", async () => {
    let refuseHours = true;
    mockWallet([aLicence(FLORIDA)], {
      'POST /api/credentials/ce-activities': (call) => {
        if (refuseHours) {
          refuseHours = false;
          const message = 'Enter the contact hours as a number from 0.1 to 100 with at most two decimals, e.g. 1.5';
          return { status: 400, body: { statusCode: 400, message, errors: [{ field: 'hours', message }] } };
        }
        return { status: 201, body: { id: 9, ...(call.body as object), document: null } };
      },
      'POST /api/credentials/ce-activities/9/document': { status: 200, body: { message: 'Certificate stored' } },
    });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    const form = await logActivity({ Title: ' HIV/AIDS for nurses ', Provider: 'CE Broker', 'Contact hours': '0' }, 'HIV/AIDS');
    const certificate = new File(['%PDF-1.4'], 'hiv-cert.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByTestId('ce-certificate-input'), { target: { files: [certificate] } });
    expect(within(form).getByText('Chosen: hiv-cert.pdf')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add CE activity' }));
    });
    expect((await within(form).findByRole('alert')).textContent).toMatch(/^Enter the contact hours/);
    expect(within(form).getByLabelText('Contact hours').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(form).getByLabelText('Contact hours'), { target: { value: '2,5' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add CE activity' }));
    });
    const posts = apiCalls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([
      '/api/credentials/ce-activities',
      '/api/credentials/ce-activities',
      '/api/credentials/ce-activities/9/document',
    ]);
    expect(posts[1]?.body).toEqual({
      title: 'HIV/AIDS for nurses',
      provider: 'CE Broker',
      completedOn: '2026-03-14',
      hours: 2.5,
      topics: ['hiv-aids'],
    });
    expect(((posts[2]?.body as FormData).get('document') as File).name).toBe('hiv-cert.pdf');
  });

  it('keeps a stored activity whose certificate was refused, and saving again changes it instead of adding another', async () => {
    mockWallet([aLicence(FLORIDA)], {
      'POST /api/credentials/ce-activities': (call) => ({ status: 201, body: { id: 9, ...(call.body as object), document: null } }),
      'PUT /api/credentials/ce-activities/9': (call) => ({ status: 200, body: { id: 9, ...(call.body as object), document: null } }),
      'POST /api/credentials/ce-activities/9/document': {
        status: 400,
        body: { statusCode: 400, message: 'Upload a PDF, PNG or JPEG file' },
      },
    });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    const form = await logActivity({ Title: 'Ethics', Provider: 'ANA', 'Contact hours': '1' }, 'Ethics');
    fireEvent.change(within(form).getByTestId('ce-certificate-input'), { target: { files: [new File(['x'], 'notes.txt')] } });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await act(async () => {
        fireEvent.click(within(form).getByRole('button', { name: 'Add CE activity' }));
      });
    }
    expect((await within(form).findByRole('alert')).textContent).toBe('Upload a PDF, PNG or JPEG file');
    expect(apiCalls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/credentials/ce-activities',
      'POST /api/credentials/ce-activities/9/document',
      'PUT /api/credentials/ce-activities/9',
      'POST /api/credentials/ce-activities/9/document',
    ]);
  });

  it('lets her enter her own requirement for a licence the product has no rule for', async () => {
    const vermont = aLicence({
      id: 2,
      state: 'VT',
      multistate: false,
      residenceState: null,
      issueDate: '2025-04-01',
      expiryDate: '2027-03-31',
    });
    mockWallet([vermont], {
      'GET /api/credentials/licences/2/ce-progress': {
        status: 200,
        body: aProgress(2, {
          basis: 'unknown',
          source: null,
          asOf: null,
          sourceLine: null,
          sourceUrl: null,
          sourceCitation: null,
          alternatives: [],
          topics: [],
          cycleStart: null,
          cycleEnd: null,
          hoursRequired: null,
          hoursCounted: 0,
          complete: null,
          missingTopics: [],
          summary: "No CE rule known for this licence; enter your board's requirement to count your hours; renew by 31 Mar 2027",
        }),
      },
      'PUT /api/credentials/licences/2/ce-requirement': (call) => ({ status: 200, body: { licenceId: 2, ...(call.body as object) } }),
    });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Enter my requirement for RN licence, VT' }));
    const form = await screen.findByRole('form', { name: 'CE requirement for RN licence, VT' });
    expect((within(form).getByLabelText('Cycle starts') as HTMLInputElement).value).toBe('2025-04-01');
    fireEvent.change(within(form).getByLabelText('Hours per cycle'), { target: { value: '30' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save requirement' }));
    });
    expect(apiCalls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/credentials/licences/2/ce-requirement',
        params: undefined,
        body: { hours: 30, cycleStart: '2025-04-01', cycleEnd: '2027-03-31', topics: [] },
      },
    ]);
  });
});

describe('WalletPage calendar feed', () => {
  it('turns the feed on and shows its address once, then turns it off after she confirms', async () => {
    let active = false;
    const url = 'http://localhost/api/credentials/calendar-feed/abc123.ics';
    mockWallet([], {
      'GET /api/credentials/calendar-feed': () => ({
        status: 200,
        body: { active, createdAt: active ? '2026-11-26T10:00:00.000Z' : null },
      }),
      'POST /api/credentials/calendar-feed': () => {
        active = true;
        return { status: 201, body: { url, createdAt: '2026-11-26T10:00:00.000Z' } };
      },
      'DELETE /api/credentials/calendar-feed': () => {
        active = false;
        return { status: 200, body: { message: 'Calendar feed turned off' } };
      },
    });
    renderRemote(PROFILE_PAGES, '/wallet', { user: aUser() });
    const turnOn = await screen.findByRole('button', { name: 'Turn on the calendar feed' });
    await act(async () => {
      fireEvent.click(turnOn);
    });
    const address = (await screen.findByLabelText('Your calendar feed address')) as HTMLInputElement;
    expect(address.value).toBe(url);
    expect(screen.getByText(/Add it in your phone’s calendar as a subscribed calendar/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Turn off the calendar feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the calendar feed?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    });
    expect(await screen.findByRole('button', { name: 'Turn on the calendar feed' })).toBeTruthy();
    expect(screen.queryByLabelText('Your calendar feed address')).toBeNull();
    expect(apiCalls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/credentials/calendar-feed',
      'DELETE /api/credentials/calendar-feed',
    ]);
  });
});
