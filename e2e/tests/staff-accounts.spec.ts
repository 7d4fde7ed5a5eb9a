import { request } from '@playwright/test';
import { createNurse, newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { sidewaysScroll } from '../support/layout';
import { newestMail } from '../support/outbox';
import { BASE_URL } from '../support/settings';
import { totpCode } from '../support/staff';

const PHONE = { width: 375, height: 812 };

test('the owner invites a moderator, who joins from the email, sets up her authenticator app and handles a report', async ({
  page,
  newPersonPage,
}) => {
  // A report waiting for a moderator: one live nurse reports another.
  const [reporter, reported] = [newNurse('reporter'), newNurse('reported')];
  await createNurse(reporter, { live: true });
  const reportedUser = await createNurse(reported, { live: true });
  const nurseApi = await request.newContext({ baseURL: BASE_URL });
  expect((await nurseApi.post('/api/auth/login', { data: { email: reporter.email, password: reporter.password } })).status()).toBe(200);
  const filed = await nurseApi.post('/api/reports', {
    data: { reportedUserId: reportedUser.id, reason: 'fake-profile', details: 'Not a nurse' },
  });
  expect(filed.status()).toBe(201);
  await nurseApi.dispose();

  // The owner, on her phone, invites the moderator from the Staff tab.
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Staff' }).click();
  const moderatorEmail = `moderator.${Date.now().toString(36)}@example.org`;
  await page.getByLabel('Email of the new staff member').fill(moderatorEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('moderator');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${moderatorEmail}`).first()).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoSeriousViolations(page);

  // She opens the link of the email on her own phone and chooses her password.
  const mail = await newestMail(moderatorEmail, 'admin team');
  const link = /https?:\/\/\S+\/admin-join#[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
  expect(link, 'the invitation link').toBeTruthy();
  const moderator = await newPersonPage();
  await moderator.setViewportSize(PHONE);
  await moderator.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(moderator.getByRole('heading', { name: 'Join the admin team' })).toBeVisible();
  await expectNoSeriousViolations(moderator);
  await moderator.getByLabel('Your name').fill('Mona Moderator');
  await moderator.getByLabel('Password', { exact: true }).fill('moderator-password-1');
  await moderator.getByRole('button', { name: 'Join' }).click();

  // Nothing but the second factor until it is on: she adds the key to her app and types its code.
  await expect(moderator).toHaveURL(/\/admin$/);
  await expect(moderator.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  await expect(moderator.getByRole('tab')).toHaveCount(0);
  await moderator.getByRole('button', { name: 'Show my authenticator key' }).click();
  const key = (await moderator.getByLabel('Key', { exact: true }).textContent())!.replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousViolations(moderator);
  await moderator.getByLabel('Enter the 6-digit code the app shows').fill(totpCode(key));
  await moderator.getByRole('button', { name: 'Confirm' }).click();
  await expect(moderator.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoSeriousViolations(moderator);
  await moderator.getByRole('button', { name: 'Continue to the dashboard' }).click();

  // Her role shows users and reports only; she dismisses the report.
  await expect(moderator.getByText('Signed in as Mona Moderator (moderator)')).toBeVisible();
  await expect(moderator.getByRole('tab')).toHaveText(['Users', 'Reports']);
  await moderator.getByRole('tab', { name: 'Reports' }).click();
  const card = moderator.getByRole('region').filter({ hasText: reported.email.toLowerCase() });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(moderator.getByText('Report dismissed').first()).toBeVisible();
  expect(await sidewaysScroll(moderator)).toBe(0);
  await expectNoSeriousViolations(moderator);

  // The owner sees her in the Staff list with her second factor on.
  await page.reload();
  await page.getByRole('tab', { name: 'Staff' }).click();
  const row = page.getByRole('listitem').filter({ hasText: moderatorEmail });
  await expect(row).toContainText('Mona Moderator');
  await expect(row).toContainText('Second factor on');
});
