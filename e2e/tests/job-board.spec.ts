import type { JobDetail } from '@nurse/api-client';
import type { Page } from '@playwright/test';
import { adminApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

/**
 * A whole listing as an administrator writes it (the API tests' backend/test/support/job-fixtures.ts,
 * which browser tests cannot import); each listing changes what it is about.
 */
function jobBody(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    title: 'ICU Registered Nurse',
    employer: 'Lone Star Medical Center',
    setting: 'hospital',
    city: 'Austin',
    state: 'TX',
    specialties: ['Telemetry'],
    employmentType: 'staff',
    shiftPattern: 'nights',
    schedule: 'Three 12-hour night shifts a week',
    hoursPerWeek: 36,
    requiredLicences: ['RN'],
    requiredCertifications: ['BLS', 'ACLS'],
    experienceYears: 2,
    payMin: 48.5,
    payMax: 61.75,
    payUnit: 'hourly',
    description: 'A 24-bed medical ICU.',
    responsibilities: 'Titrate infusions; manage ventilated patients.',
    qualifications: 'Two years of acute care.',
    benefits: 'Medical, dental and vision from day one.',
    applyUrl: 'https://careers.example.org/jobs/icu',
    ...overrides,
  };
}

/** The listings this file published and has not closed yet. */
const published: number[] = [];

/** Writes a listing and publishes it through the admin API, as the signed-in administrator on `admin`. */
async function publish(admin: Page, body: Record<string, unknown>): Promise<void> {
  const created = await admin.request.post('/api/admin/jobs', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as JobDetail;
  published.push(id);
  const opened = await admin.request.post(`/api/admin/jobs/${id}/open`);
  expect(opened.status(), await opened.text()).toBe(200);
}

// Closed again after each test: other specs on the same server count the open listings (the first
// release's twelve) while this file's are still listed.
test.afterEach(async () => {
  const admin = await adminApi();
  for (const id of published.splice(0)) expect((await admin.post(`/api/admin/jobs/${id}/close`)).status()).toBe(200);
  await admin.dispose();
});

/** Picks `option` in the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').locator(`.ant-select-item-option[title="${option}"]`).click();
}

async function openJobs(page: Page): Promise<void> {
  await page.goto('/areas-of-interest');
  // The first visit downloads and renders the network remote; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Interests' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
}

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
  await publish(admin, jobBody({ title: nightTitle, shiftPattern: 'nights', payMin: 40, payMax: 50, payUnit: 'hourly' }));
  await publish(
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
