import { adminApi, findUserByEmail, invitationsTo, newNurse, storedUser } from '../support/api';
import { expect, findAdminUserRow, signIn, signInAsAdmin, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';

test('a nurse joins the waitlist with her NCSBN ID, invites colleagues, is activated and lands on onboarding', async ({
  page,
  newPersonPage,
}) => {
  const nurse = newNurse('ncsbn');
  const colleagues = [`colleague1.${nurse.email}`, `colleague2.${nurse.email}`];

  // Sign-up with NCSBN verification: the phone is formatted as typed, the ID keeps digits only.
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Reserve Your Early Access' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(nurse.email);
  await page.getByLabel('Password', { exact: true }).fill(nurse.password);
  await page.getByLabel('Phone').pressSequentially('5552013040');
  await expect(page.getByLabel('Phone')).toHaveValue('(555) 201-3040');
  await page.getByText('NCSBN ID', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'NCSBN ID' })).toBeChecked();
  await page.getByRole('textbox', { name: 'NCSBN ID' }).pressSequentially('12ab345678');
  await expect(page.getByRole('textbox', { name: 'NCSBN ID' })).toHaveValue('12345678');
  await page.getByRole('button', { name: 'Reserve My Spot' }).click();

  // Thank-you screen: three invite fields; only the entries that look like an email are sent.
  await expect(page.getByRole('heading', { name: 'Thank you for joining the waitlist!' })).toBeVisible();
  await expect(page.getByLabel(/^Colleague's email \d$/)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Return to Homepage' })).toBeVisible();
  await page.getByLabel("Colleague's email 1").fill(colleagues[0]);
  await page.getByLabel("Colleague's email 2").fill(colleagues[1]);
  await page.getByLabel("Colleague's email 3").fill('not-an-email');
  await page.getByRole('button', { name: /send invites/i }).click();
  await expect(page.getByText('Invites sent successfully to 2 people!')).toBeVisible();
  for (const colleague of colleagues) await waitForMail(colleague, 'invited you');
  await waitForMail(nurse.email, 'Welcome');

  // Stored: a pending account with her verification, and two open invitations.
  const admin = await adminApi();
  const pending = await findUserByEmail(admin, nurse.email);
  expect(pending).toMatchObject({ accountStatus: 'pending', verificationType: 'ncsbn', ncsbnId: '12345678', phone: '5552013040' });
  expect((await invitationsTo(admin, colleagues)).map((item) => item.status)).toEqual(['invited', 'invited']);

  // The administrator finds her, opens the detail panel and activates her.
  const adminPage = await newPersonPage();
  await signInAsAdmin(adminPage);
  const row = await findAdminUserRow(adminPage, nurse.email);
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `View ${pending.name}` }).click();
  const panel = adminPage.getByRole('dialog');
  // The panel's code is fetched on its first opening, then her record: allow for a loaded machine.
  await expect(panel.getByText(nurse.email, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('12345678')).toBeVisible();
  for (const colleague of colleagues) await expect(panel.getByRole('listitem').filter({ hasText: colleague })).toBeVisible();
  await expect(panel.getByText('pending', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Activate' }).click();
  await expect(adminPage.getByText('Status Updated').first()).toBeVisible();
  await expect(panel.getByText('live', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await expect(row.getByText('live', { exact: true })).toBeVisible();
  expect((await storedUser(admin, pending.id)).accountStatus).toBe('live');

  // She signs in (a fresh session) and, live with onboarding not done, lands on onboarding.
  await page.context().clearCookies();
  await signIn(page, nurse);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: "Let's learn about you" })).toBeVisible();
  const signedIn = await storedUser(admin, pending.id);
  expect(signedIn.onboardingCompleted).toBe(false);
  expect(signedIn.lastLogin).not.toBeNull();
  await admin.dispose();
});
