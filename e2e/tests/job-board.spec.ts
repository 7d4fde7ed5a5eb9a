import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { jobBody, openJobs, PublishedListings } from '../support/job-listings';
import { choose } from '../support/select';
import { sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

const listings = new PublishedListings();

test.afterEach(() => listings.closeAll());

test('a nurse finds the day travel job paying $60 an hour or more, its pay shown per hour or per week, and filters from a side panel on a phone', async ({
  page,
  newPersonPage,
}) => {
  // Two listings published, a nurse signed in, the remote and the kit's selects and side panel downloaded.
  test.slow();
  const word = `Zephyr${Date.now().toString(36)}`;
  const nightTitle = `${word} Night ICU RN`;
  const travelTitle = `${word} Travel Day RN`;
  const admin = await newPersonPage();
  await signInAsAdmin(admin);
  await listings.publish(admin, jobBody({ title: nightTitle, shiftPattern: 'nights', payMin: 40, payMax: 50, payUnit: 'hourly' }));
  await listings.publish(
    admin,
    jobBody({
      title: travelTitle,
      employmentType: 'travel',
      shiftPattern: 'days',
      schedule: 'Three 12-hour day shifts a week, 13 weeks',
      contractWeeks: 13,
      payMin: 2100,
      payMax: 2340,
      payUnit: 'weekly',
      hoursPerWeek: 36,
    }),
  );

  await signInOnboarded(page);
  await openJobs(page);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
  const jobs = page.getByRole('list', { name: 'Jobs' });
  await expect(page.getByText('2 jobs', { exact: true })).toBeVisible();
  await expect(jobs.getByRole('article')).toHaveCount(2);
  await expectNoSeriousViolations(page);

  await choose(page, 'Shift', 'Days');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Minimum pay ($)' }).fill('60');
  await expect(page.getByText('1 job', { exact: true })).toBeVisible();
  const travel = jobs.getByRole('article', { name: `${travelTitle} at Lone Star Medical Center` });
  await expect(jobs.getByRole('article')).toHaveCount(1);
  await expect(travel).toContainText('$58.33–$65 an hour');
  await expect(travel).toContainText('Travel');
  await expect(travel).toContainText('Austin, TX');
  await expect(travel.getByRole('link', { name: `Apply Now for ${travelTitle} (opens in a new tab)` })).toBeVisible();

  // The unit by keyboard alone: the select opens on the current unit, the next one is a week.
  await page.getByLabel('Show pay', { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(travel).toContainText('$2,100–$2,340 a week');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // On a phone the filters wait behind a Filters button, in a side panel that keeps what she set.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('group', { name: 'Job filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters (2)' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel.getByRole('textbox', { name: 'Minimum pay ($)' })).toHaveValue('60');
  await expect(panel.getByRole('switch', { name: 'Where I can practise' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await panel.getByRole('button', { name: 'Show jobs' }).click();
  await expect(panel).toBeHidden();
  await expect(travel).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});
