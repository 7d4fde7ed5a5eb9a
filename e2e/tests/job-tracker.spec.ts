import type { JobAlert, JobApplication, JobApplicationList, JobAlertList, JobDetail } from '@nurse/api-client';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { jobBody, openJobs, PublishedListings } from '../support/job-listings';
import { choose } from '../support/select';
import { sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

const listings = new PublishedListings();

test.afterEach(() => listings.closeAll());

/** A calendar day as the screens show it, 'Nov 26, 2026'. */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** What the server keeps of her tracker's entry for a listing, read through her page's session. */
async function storedEntry(page: Page, jobId: number): Promise<JobApplication | undefined> {
  const response = await page.request.get('/api/job-applications');
  expect(response.status()).toBe(200);
  return ((await response.json()) as JobApplicationList).items.find((entry) => entry.jobId === jobId);
}

async function storedAlerts(page: Page): Promise<JobAlert[]> {
  const response = await page.request.get('/api/job-alerts');
  expect(response.status()).toBe(200);
  return ((await response.json()) as JobAlertList).items;
}

/** Picks a view of the Jobs tab by its visible name (each is a radio button drawn over a hidden input). */
async function showView(page: Page, name: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Jobs view' }).getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

test('a nurse finds a night job in her state by pay, saves it and the search, says she applied when back from the employer, moves it to interviewing, and sees its new pay and history once it changes', async ({
  page,
  newPersonPage,
}) => {
  // Two listings published, a nurse signed in, the remote, the kit's selects, dialogs and side panel downloaded.
  test.slow();
  const word = `Quill${Date.now().toString(36)}`;
  const title = `${word} Night ICU RN`;
  const applyUrl = `https://careers.example.org/jobs/${word}`;
  const night = jobBody({ title, state: 'TX', shiftPattern: 'nights', payMin: 48.5, payMax: 61.75, payUnit: 'hourly', applyUrl });
  const admin = await newPersonPage();
  await signInAsAdmin(admin);
  const jobId = await listings.publish(admin, night);
  // The same job in a state she cannot practise in, and a day job in hers paying less: neither is hers.
  await listings.publish(admin, jobBody({ title: `${word} Night ICU RN (CA)`, state: 'CA', city: 'Fresno' }));
  await listings.publish(admin, jobBody({ title: `${word} Day Clinic RN`, shiftPattern: 'days', payMin: 30, payMax: 38 }));

  // Her profile lists Texas: before she has licences in her wallet, that is where she can practise.
  const nurse = await signInOnboarded(page);
  expect((await page.request.put(`/api/users/${nurse.id}`, { data: { selectedStates: 'TX' } })).status()).toBe(200);
  // The employer's page, served here: the test does not reach other sites.
  await page.context().route(applyUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Apply</title><h1>Apply</h1>' }));

  await openJobs(page);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
  await expect(page.getByText('3 jobs', { exact: true })).toBeVisible();
  // Each filter is seen to act before the next is set: California goes, then the day job.
  await page.getByRole('switch', { name: 'Where I can practise' }).click();
  await expect(page.getByText('2 jobs', { exact: true })).toBeVisible();
  await choose(page, 'Shift', 'Nights');
  await page.keyboard.press('Escape');
  await expect(page.getByText('1 job', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Minimum pay ($)' }).fill('45');
  await expect(page.getByText('1 job', { exact: true })).toBeVisible();
  const jobs = page.getByRole('list', { name: 'Jobs' });
  const listing = jobs.getByRole('article', { name: `${title} at Lone Star Medical Center` });
  await expect(jobs.getByRole('article')).toHaveCount(1);
  await expect(listing).toContainText('$48.50–$61.75 an hour');

  // The search, saved under a name with its alerts on.
  await page.getByRole('button', { name: 'Save this search' }).click();
  const naming = page.getByRole('dialog', { name: 'Save this search' });
  await expect(naming).toContainText('“' + word + '” · Where I can practise · Nights · From $45 an hour');
  await naming.getByRole('textbox', { name: 'Name' }).fill(`Texas nights ${word}`);
  await expectNoSeriousViolations(page);
  await naming.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await expect(naming).toBeHidden();

  // Saved from its card.
  await listing.getByRole('button', { name: `Save ${title}` }).click();
  await expect(listing.getByText('Saved', { exact: true })).toBeVisible();
  await expect(listing.getByRole('button', { name: `Unsave ${title}` })).toBeVisible();
  expect((await storedEntry(page, jobId))?.stage).toBe('saved');

  // Apply opens the employer's page in a new tab; back on this one, she is asked whether she applied.
  const [employer] = await Promise.all([
    page.context().waitForEvent('page'),
    listing.getByRole('link', { name: `Apply Now for ${title} (opens in a new tab)` }).click(),
  ]);
  await expect(employer.getByRole('heading', { name: 'Apply' })).toBeVisible();
  await employer.close();
  await page.bringToFront();
  // Headless Chromium keeps every tab visible and focused: the window's blur and focus are sent here as
  // a windowed browser sends them when she goes to the employer's tab and comes back.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
  const question = page.getByRole('dialog', { name: 'Did you apply?' });
  await expect(question).toBeVisible();
  await expectNoSeriousViolations(page);
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Marked as applied')).toBeVisible();
  await expect(listing.getByText('Applied', { exact: true })).toBeVisible();

  // In her tracker, moved on to interviewing.
  await showView(page, 'My applications');
  const applied = page.getByRole('region', { name: 'Applied' });
  const entry = applied.getByRole('article', { name: `${title} at Lone Star Medical Center` });
  await expect(entry).toBeVisible();
  await choose(page, 'Stage', 'Interviewing', entry);
  // Its buttons name the job, as a screen reader reads them apart from the card.
  await expect(entry.getByRole('button', { name: `Save note on ${title}`, exact: true })).toBeDisabled();
  await entry.getByRole('button', { name: `Move ${title}`, exact: true }).click();
  await expect(page.getByText('Moved to Interviewing')).toBeVisible();
  const interviewing = page
    .getByRole('region', { name: 'Interviewing' })
    .getByRole('article', { name: `${title} at Lone Star Medical Center` });
  await expect(interviewing).toBeVisible();
  const today = (await storedEntry(page, jobId))?.stages[0]?.on ?? '';
  await expect(interviewing.getByRole('list', { name: 'Stages reached' }).getByRole('listitem')).toHaveText([
    `Saved ${shownDay(today)}`,
    `Applied ${shownDay(today)}`,
    `Interviewing ${shownDay(today)}`,
  ]);
  await expectNoSeriousViolations(page);
  const moved = await storedEntry(page, jobId);
  expect(moved?.stage).toBe('interviewing');
  expect(moved?.stages.map((step) => step.stage)).toEqual(['saved', 'applied', 'interviewing']);
  expect(moved?.listingChanged).toBe(false);

  // The administrator raises the pay.
  const raised = await admin.request.put(`/api/admin/jobs/${jobId}`, { data: { ...night, payMin: 52, payMax: 64 } });
  expect(raised.status(), await raised.text()).toBe(200);

  // Her open tracker shows the new pay and the mark without a reload; the listing's details, its history.
  const changed = page.getByRole('region', { name: 'Interviewing' }).getByRole('article', { name: `${title} at Lone Star Medical Center` });
  await expect(changed.getByText('The pay changed since you last updated it')).toBeVisible();
  await expect(changed).toContainText('$52–$64 an hour');
  expect((await storedEntry(page, jobId))?.listingChanged).toBe(true);
  await changed.getByRole('button', { name: `Details of ${title}` }).click();
  const details = page.getByRole('dialog', { name: title });
  const history = details.getByRole('region', { name: 'Pay history' }).getByRole('listitem');
  await expect(history).toHaveText([`$52–$64 an hour from ${shownDay(today)}`, `$48.50–$61.75 an hour as published, ${shownDay(today)}`]);
  await expect(details.getByText('$52–$64 an hour', { exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  const stored = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as JobDetail;
  expect(stored.payHistory.map((change) => change.text)).toEqual(['$48.50–$61.75 an hour', '$52–$64 an hour']);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // On a phone her tracker fits the width.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(changed).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);

  // Her saved search: alerts switched off, then used to fill the search again.
  await showView(page, 'Saved searches');
  const search = page.getByRole('article', { name: `Texas nights ${word}` });
  const alerts = search.getByRole('switch', { name: `Alerts for Texas nights ${word}` });
  await expect(alerts).toBeChecked();
  await expectNoSeriousViolations(page);
  expect(await sidewaysScroll(page)).toBe(0);
  await alerts.click();
  await expect(alerts).not.toBeChecked();
  const [alert] = (await storedAlerts(page)).filter((saved) => saved.name === `Texas nights ${word}`);
  expect(alert).toMatchObject({
    alertsOn: false,
    filters: { q: word, practiceOnly: true, shift: ['nights'], minPay: 45, minPayUnit: 'hourly' },
  });
  await search.getByRole('button', { name: `Use this search: Texas nights ${word}` }).click();
  await expect(page.getByText('1 job', { exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue(word);
  await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
});
