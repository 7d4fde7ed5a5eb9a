import { fireEvent, screen, within } from '@testing-library/react';
import { aJob, apiCalls, mockApi, type MockReply } from '@nurse/api-client/testing';
import { aTravelJob, jobPage } from '../test/a-job';
import { choose, ok, openJobs, PEOPLE_TAB_ROUTES } from '../test/jobs-tab';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

/** The Interests screen with the people tab answered and the job search's answers by their query string. */
function serve(jobs: Record<string, MockReply>) {
  const routes: Record<string, MockReply> = { ...PEOPLE_TAB_ROUTES };
  for (const [query, reply] of Object.entries(jobs)) routes[`GET /api/jobs${query}`] = reply;
  mockApi(routes);
}

const jobSearches = () => apiCalls.filter((call) => call.url.startsWith('/api/jobs')).map((call) => call.url);

/** Makes the window as narrow as a phone for the media queries the screen reads. */
function onNarrowScreen(): () => void {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: query === '(max-width: 720px)' });
  return () => {
    window.matchMedia = wide;
  };
}

describe('the Jobs tab', () => {
  it('sends her words, filters and sort to the server as the search', async () => {
    serve({
      '': ok(jobPage([aJob(), aTravelJob()])),
      '?q=travel&shift=days&minPay=60&minPayUnit=hourly&sort=pay': ok(jobPage([aTravelJob()])),
    });
    await openJobs();
    expect(await screen.findByText('2 jobs')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: 'travel' } });
    await choose('Shift', 'Days');
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum pay ($)' }), { target: { value: '60' } });
    await choose('Sort by', 'Pay');

    expect(await screen.findByText('1 job')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Travel Med-Surg Nurse at Lone Star Medical Center' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: /ICU Registered Nurse/ })).toBeNull();
    // The search is sent once she stops changing the filters (on a slow machine, also in between).
    expect(jobSearches().at(-1)).toBe('/api/jobs?q=travel&shift=days&minPay=60&minPayUnit=hourly&sort=pay');
  });

  it('shows every pay in the unit she picks, converted by each listing’s hours', async () => {
    serve({ '': ok(jobPage([aTravelJob(), aJob()])) });
    await openJobs();
    const travel = await screen.findByRole('article', { name: 'Travel Med-Surg Nurse at Lone Star Medical Center' });
    const icu = screen.getByRole('article', { name: 'ICU Registered Nurse at Riverside Methodist Hospital' });
    expect(within(travel).getByText('$58.33–$65 an hour')).toBeTruthy();
    expect(within(icu).getByText('$48.50–$61.75 an hour')).toBeTruthy();
    expect(within(travel).getByText('Travel')).toBeTruthy();
    expect(within(travel).getByText('Days')).toBeTruthy();
    expect(within(travel).getByText('Hospital')).toBeTruthy();
    expect(within(travel).getByText(/Posted Nov 20, 2026/)).toBeTruthy();

    await choose('Show pay', 'a week');
    expect(within(travel).getByText('$2,100–$2,340 a week')).toBeTruthy();
    expect(within(icu).getByText('$1,746–$2,223 a week')).toBeTruthy();
    // Shown differently, asked the same: the unit is not part of the search.
    expect(jobSearches()).toEqual(['/api/jobs']);
  });

  it('adds the next page under the first with Load more', async () => {
    serve({
      '': ok(jobPage([aJob()], 2, 'page-2')),
      '?cursor=page-2': ok(jobPage([aTravelJob()], 2, null)),
    });
    await openJobs();
    expect(await screen.findByText('2 jobs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await screen.findByRole('article', { name: /Travel Med-Surg Nurse/ });
    expect(within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(jobSearches()).toEqual(['/api/jobs', '/api/jobs?cursor=page-2']);
  });

  it('starts again at the first page when a filter changes', async () => {
    serve({
      '': ok(jobPage([aJob()], 2, 'page-2')),
      '?cursor=page-2': ok(jobPage([aTravelJob()], 2, null)),
      '?postedWithinDays=7': ok(jobPage([aTravelJob()], 1, null)),
    });
    await openJobs();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: /Travel Med-Surg Nurse/ });

    await choose('Posted within', 'Past 7 days');
    expect(await screen.findByText('1 job')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article')).toHaveLength(1);
    expect(jobSearches()).toEqual(['/api/jobs', '/api/jobs?cursor=page-2', '/api/jobs?postedWithinDays=7']);
  });

  it('says when nothing matches', async () => {
    serve({ '': ok(jobPage([])) });
    await openJobs();
    expect(await screen.findByText('No jobs found')).toBeTruthy();
  });

  describe('on a small screen', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = onNarrowScreen();
    });
    afterEach(() => restore());

    it('keeps the filters in a side panel opened by the Filters button', async () => {
      serve({
        '': ok(jobPage([aJob(), aTravelJob()])),
        '?practiceOnly=true&shift=days': ok(jobPage([aTravelJob()])),
      });
      await openJobs();
      expect(await screen.findByText('2 jobs')).toBeTruthy();
      expect(screen.queryByRole('group', { name: 'Job filters' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const panel = await screen.findByRole('dialog', { name: 'Filters' });
      fireEvent.click(await within(panel).findByRole('switch', { name: 'Where I can practise' }));
      await choose('Shift', 'Days');
      fireEvent.click(within(panel).getByRole('button', { name: 'Show jobs' }));

      expect(await screen.findByText('1 job')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
    });
  });
});
