import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobAlert, JobApplication, TrackJobRequest } from '@nurse/api-client';
import { aJob, aJobDetail, apiCalls, mockApi, type ApiCall, type MockReply } from '@nurse/api-client/testing';
import { aJobAlert, anApplication, aTravelJob, jobPage } from '../test/a-job';
import { choose, ok, openJobs, PEOPLE_TAB_ROUTES } from '../test/jobs-tab';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

const icu = aJob();
const travel = aTravelJob();

/**
 * The two listings searched, their details, and a tracker that keeps what she puts in it: a PUT moves
 * (or adds) an entry as the server would answer it, a DELETE takes it out.
 */
function serve({
  tracked = [],
  alerts = [],
  routes = {},
}: {
  tracked?: JobApplication[];
  alerts?: JobAlert[];
  routes?: Record<string, MockReply | ((call: ApiCall) => MockReply)>;
}) {
  let entries = [...tracked];
  const put = (jobId: number) => (call: ApiCall) => {
    const body = call.body as TrackJobRequest;
    const job = [icu, travel].find((listing) => listing.id === jobId) ?? icu;
    const before = entries.find((entry) => entry.jobId === jobId) ?? anApplication(job, { stages: [] });
    const stage = body.stage ?? (before.stages.length ? before.stage : 'saved');
    const moved = before.stages.at(-1)?.stage === stage ? before.stages : [...before.stages, { stage, on: body.on ?? '2026-11-26' }];
    const entry = { ...before, stage, stages: moved, note: body.note ?? before.note, listingChanged: false };
    entries = [entry, ...entries.filter((other) => other.jobId !== jobId)];
    return ok(entry);
  };
  const remove = (jobId: number) => () => {
    entries = entries.filter((entry) => entry.jobId !== jobId);
    return ok({ message: 'Removed from your tracker' });
  };
  mockApi({
    ...PEOPLE_TAB_ROUTES,
    'GET /api/jobs': ok(jobPage([icu, travel])),
    'GET /api/job-applications': () => ok({ items: entries }),
    'GET /api/job-alerts': ok({ items: alerts }),
    'GET /api/jobs/1': ok(aJobDetail(icu)),
    'GET /api/jobs/2': ok(aJobDetail(travel)),
    'PUT /api/job-applications/1': put(1),
    'PUT /api/job-applications/2': put(2),
    'DELETE /api/job-applications/1': remove(1),
    'DELETE /api/job-applications/2': remove(2),
    ...routes,
  });
}

const callsTo = (method: string, url: string) => apiCalls.filter((call) => call.method === method && call.url === url);
const card = (title: string) => screen.findByRole('article', { name: new RegExp(`^${title} at`) });

async function showView(name: string) {
  fireEvent.click(await screen.findByRole('radio', { name }));
}

describe('saving a job', () => {
  it('saves a listing from its card, shows it saved, and unsaves it', async () => {
    serve({});
    await openJobs();
    const listing = await card('ICU Registered Nurse');
    fireEvent.click(within(listing).getByRole('button', { name: 'Save ICU Registered Nurse' }));

    expect(await within(listing).findByText('Saved')).toBeTruthy();
    expect(callsTo('PUT', '/api/job-applications/1').map((call) => call.body)).toEqual([{}]);
    fireEvent.click(within(listing).getByRole('button', { name: 'Unsave ICU Registered Nurse' }));

    expect(await within(listing).findByRole('button', { name: 'Save ICU Registered Nurse' })).toBeTruthy();
    expect(within(listing).queryByText('Saved')).toBeNull();
    expect(callsTo('DELETE', '/api/job-applications/1')).toHaveLength(1);
  });

  it('shows the stage of a listing she has applied to instead of Save', async () => {
    serve({ tracked: [anApplication(travel, { stage: 'applied', stages: [{ stage: 'applied', on: '2026-11-22' }] })] });
    await openJobs();
    const listing = await card('Travel Med-Surg Nurse');
    expect(await within(listing).findByText('Applied')).toBeTruthy();
    expect(within(listing).queryByRole('button', { name: /^Save / })).toBeNull();
  });

  it('reads the server’s message when a listing cannot be saved', async () => {
    serve({
      routes: {
        'PUT /api/job-applications/1': {
          status: 409,
          body: { statusCode: 409, message: 'This listing is closed: it can no longer be saved' },
        },
      },
    });
    await openJobs();
    fireEvent.click(within(await card('ICU Registered Nurse')).getByRole('button', { name: 'Save ICU Registered Nurse' }));
    expect(await screen.findByText('This listing is closed: it can no longer be saved')).toBeTruthy();
  });
});

describe('a listing’s details', () => {
  it('shows every field it gives and its pay history, newest first', async () => {
    const raised = aJobDetail({
      payHistory: [
        { min: 48.5, max: 61.75, unit: 'hourly', includes: '', text: '$48.50–$61.75 an hour', changedAt: '2026-11-20T09:00:00.000Z' },
        { min: 52, max: 64, unit: 'hourly', includes: '', text: '$52–$64 an hour', changedAt: '2026-11-25T09:00:00.000Z' },
      ],
    });
    serve({ routes: { 'GET /api/jobs/1': ok({ ...raised, pay: { ...icu.pay, min: 52, max: 64, text: '$52–$64 an hour' } }) } });
    await openJobs();
    fireEvent.click(within(await card('ICU Registered Nurse')).getByRole('button', { name: 'Details of ICU Registered Nurse' }));

    const panel = await screen.findByRole('dialog', { name: 'ICU Registered Nurse' });
    expect(await within(panel).findByText('$52–$64 an hour', { selector: '.nw-job-card__pay' })).toBeTruthy();
    expect(within(panel).getByText('Three 12-hour nights a week')).toBeTruthy();
    expect(within(panel).getByText('BLS')).toBeTruthy();
    const history = within(within(panel).getByRole('region', { name: 'Pay history' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      '$52–$64 an hour from Nov 25, 2026',
      '$48.50–$61.75 an hour as published, Nov 20, 2026',
    ]);
    expect(within(panel).queryByText('Closed')).toBeNull();
  });

  it('marks a closed listing closed and offers no Apply', async () => {
    const closed = { ...travel, status: 'closed' as const, closedAt: '2026-11-24T12:00:00.000Z' };
    serve({
      tracked: [anApplication(closed, { listingChanged: true })],
      routes: { 'GET /api/jobs/2': ok(aJobDetail(closed)) },
    });
    await openJobs();
    await showView('My applications');
    const entry = await card('Travel Med-Surg Nurse');
    expect(within(entry).getByText('This listing has closed since you last updated it')).toBeTruthy();
    fireEvent.click(within(entry).getByRole('button', { name: 'Details of Travel Med-Surg Nurse' }));

    const panel = await screen.findByRole('dialog', { name: 'Travel Med-Surg Nurse' });
    expect(await within(panel).findByText('Closed')).toBeTruthy();
    expect(within(panel).getByText('Nov 24, 2026')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: /Apply Now/ })).toBeNull();
  });
});

describe('coming back from an employer’s page', () => {
  /** She follows the Apply link; the employer's page takes the focus, then she comes back. */
  async function applyAndComeBack(listing: HTMLElement, title: string) {
    const link = within(listing).getByRole('link', { name: `Apply Now for ${title} (opens in a new tab)` });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
  }

  it('asks whether she applied, and records Yes as applied today', async () => {
    serve({});
    await openJobs();
    const listing = await card('ICU Registered Nurse');
    await applyAndComeBack(listing, 'ICU Registered Nurse');

    const question = await screen.findByRole('dialog', { name: 'Did you apply?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Marked as applied')).toBeTruthy();
    expect(callsTo('PUT', '/api/job-applications/1').map((call) => call.body)).toEqual([{ stage: 'applied' }]);
    expect(await within(listing).findByText('Applied')).toBeTruthy();
  });

  it('records nothing on Not yet, and does not ask when she never left the page', async () => {
    serve({});
    await openJobs();
    const listing = await card('Travel Med-Surg Nurse');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.queryByRole('dialog', { name: 'Did you apply?' })).toBeNull();

    await applyAndComeBack(listing, 'Travel Med-Surg Nurse');
    const question = await screen.findByRole('dialog', { name: 'Did you apply?' });
    expect(within(question).getByText(/To Travel Med-Surg Nurse at Lone Star Medical Center/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Not yet' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Did you apply?' })).toBeNull());
    expect(callsTo('PUT', '/api/job-applications/2')).toHaveLength(0);
  });
  it('does not ask about a listing her tracker already has as applied', async () => {
    serve({ tracked: [anApplication(travel, { stage: 'applied', stages: [{ stage: 'applied', on: '2026-11-22' }] })] });
    await openJobs();
    const listing = await card('Travel Med-Surg Nurse');
    await within(listing).findByText('Applied');
    await applyAndComeBack(listing, 'Travel Med-Surg Nurse');
    expect(screen.queryByRole('dialog', { name: 'Did you apply?' })).toBeNull();
  });
});

describe('My applications', () => {
  const tracked = [
    anApplication(icu, { listingChanged: true, note: 'Ask about parking' }),
    anApplication(travel, {
      stage: 'applied',
      stages: [
        { stage: 'saved', on: '2026-11-20' },
        { stage: 'applied', on: '2026-11-22' },
      ],
    }),
  ];

  it('groups her listings by stage, with the days reached and a mark on a listing whose pay changed', async () => {
    serve({ tracked });
    await openJobs();
    await showView('My applications');

    const saved = await screen.findByRole('region', { name: 'Saved' });
    const icuEntry = within(saved).getByRole('article', { name: /ICU Registered Nurse/ });
    expect(within(icuEntry).getByText('The pay changed since you last updated it')).toBeTruthy();
    expect(within(icuEntry).getByRole('textbox', { name: 'Private note' })).toHaveProperty('value', 'Ask about parking');
    const applied = screen.getByRole('region', { name: 'Applied' });
    const stages = within(within(applied).getByRole('article')).getByRole('list', { name: 'Stages reached' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Saved Nov 20, 2026', 'Applied Nov 22, 2026']);
  });

  it('moves a listing to another stage on the day she gives, keeps her note, and removes a listing', async () => {
    serve({ tracked });
    await openJobs();
    await showView('My applications');
    const travelEntry = await card('Travel Med-Surg Nurse');
    await choose('Stage', 'Interviewing', travelEntry);
    fireEvent.change(within(travelEntry).getByLabelText('On'), { target: { value: '2026-11-24' } });
    fireEvent.click(within(travelEntry).getByRole('button', { name: 'Move Travel Med-Surg Nurse' }));

    const interviewing = await screen.findByRole('region', { name: 'Interviewing' });
    expect(within(interviewing).getByText('Interviewing Nov 24, 2026')).toBeTruthy();
    expect(callsTo('PUT', '/api/job-applications/2').map((call) => call.body)).toEqual([{ stage: 'interviewing', on: '2026-11-24' }]);

    const icuEntry = screen.getByRole('article', { name: /ICU Registered Nurse/ });
    fireEvent.change(within(icuEntry).getByRole('textbox', { name: 'Private note' }), { target: { value: 'Parking is free' } });
    fireEvent.click(within(icuEntry).getByRole('button', { name: 'Save note on ICU Registered Nurse' }));
    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(callsTo('PUT', '/api/job-applications/1').map((call) => call.body)).toEqual([{ note: 'Parking is free' }]);

    fireEvent.click(within(icuEntry).getByRole('button', { name: 'Remove ICU Registered Nurse' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /ICU Registered Nurse/ })).toBeNull());
    expect(callsTo('DELETE', '/api/job-applications/1')).toHaveLength(1);
  });

  it('shows a listing’s new pay and its mark as soon as the server says it changed', async () => {
    let entries = [anApplication(icu)];
    serve({ routes: { 'GET /api/job-applications': () => ok({ items: entries }) } });
    const live = await openJobs();
    await showView('My applications');
    const entry = await card('ICU Registered Nurse');
    expect(within(entry).queryByText('The pay changed since you last updated it')).toBeNull();

    const raised = aJob({ pay: { unit: 'hourly', includes: '', min: 52, max: 64, hourlyMin: 52, hourlyMax: 64, text: '$52–$64 an hour' } });
    entries = [anApplication(raised, { listingChanged: true })];
    act(() => live.publish('tracked-job', { jobId: icu.id }));

    const changed = await screen.findByText('The pay changed since you last updated it');
    expect(within(changed.closest('article') as HTMLElement).getByText('$52–$64 an hour')).toBeTruthy();
  });

  it('says how to start when she follows no listing', async () => {
    serve({});
    await openJobs();
    await showView('My applications');
    expect(await screen.findByText('No saved jobs yet')).toBeTruthy();
  });
});

describe('saved searches', () => {
  it('saves the filters she set under a name, with alerts on', async () => {
    serve({ routes: { 'POST /api/job-alerts': { status: 201, body: aJobAlert({ name: 'Nights' }) } } });
    await openJobs();
    await card('ICU Registered Nurse');
    await choose('Shift', 'Nights');
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum pay ($)' }), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByText('Nights · From $60 an hour')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Nights ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Search saved')).toBeTruthy();
    expect(callsTo('POST', '/api/job-alerts').map((call) => call.body)).toEqual([
      { name: 'Nights', filters: { shift: ['nights'], minPay: 60, minPayUnit: 'hourly' }, alertsOn: true },
    ]);
  });

  it('shows the server’s reason when she has too many', async () => {
    const tooMany = 'You have 20 saved searches; delete one before saving another';
    serve({ routes: { 'POST /api/job-alerts': { status: 409, body: { statusCode: 409, message: tooMany } } } });
    await openJobs();
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByText('Every open job')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Anything' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(tooMany)).toBeTruthy();
  });

  it('lists her searches, switches alerts off, fills the search from one and deletes one', async () => {
    const alert = aJobAlert();
    serve({
      alerts: [alert],
      routes: {
        'PUT /api/job-alerts/7': (call) => ok({ ...alert, ...(call.body as object) }),
        'DELETE /api/job-alerts/7': ok({ message: 'Saved search deleted' }),
        'GET /api/jobs?state=TX&shift=nights&minPay=60&minPayUnit=hourly': ok(jobPage([icu])),
      },
    });
    await openJobs();
    await showView('Saved searches');

    const saved = await screen.findByRole('article', { name: 'Texas nights' });
    expect(within(saved).getByText('TX · Nights · From $60 an hour')).toBeTruthy();
    const alerts = await within(saved).findByRole('switch', { name: 'Alerts for Texas nights' });
    expect(alerts.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(alerts);
    await waitFor(() =>
      expect(callsTo('PUT', '/api/job-alerts/7').map((call) => call.body)).toEqual([
        { name: 'Texas nights', filters: alert.filters, alertsOn: false },
      ]),
    );

    fireEvent.click(within(saved).getByRole('button', { name: 'Delete Texas nights' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/job-alerts/7')).toHaveLength(1));

    fireEvent.click(within(saved).getByRole('button', { name: 'Use this search: Texas nights' }));
    expect(await screen.findByText('1 job')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Minimum pay ($)' })).toHaveProperty('value', '60');
    expect(apiCalls.filter((call) => call.url.startsWith('/api/jobs?')).map((call) => call.url)).toEqual([
      '/api/jobs?state=TX&shift=nights&minPay=60&minPayUnit=hourly',
    ]);
  });

  it('draws a saved search’s specialty that has left her lists as a selected chip, which she can take off', async () => {
    const alert = aJobAlert({ name: 'Texas telemetry', filters: { state: ['TX'], specialty: ['Telemetry'] } });
    serve({
      alerts: [alert],
      routes: {
        'GET /api/jobs?specialty=Telemetry&state=TX': ok(jobPage([icu])),
        'GET /api/jobs?state=TX': ok(jobPage([icu, travel])),
      },
    });
    await openJobs();
    expect(screen.queryByRole('list', { name: 'From a saved search' })).toBeNull();
    await showView('Saved searches');
    fireEvent.click(await screen.findByRole('button', { name: 'Use this search: Texas telemetry' }));

    const row = await screen.findByRole('list', { name: 'From a saved search' });
    const chip = within(row).getByRole('button', { name: 'Telemetry' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('1 job')).toBeTruthy();
    fireEvent.click(chip);
    expect(await screen.findByText('2 jobs')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'From a saved search' })).toBeNull();
  });
});
