import { adminApi, findUserByEmail, newNurse, storedUser } from '../support/api';
import { expect, findAdminUserRow, signIn, signInAsAdmin, test } from '../support/fixtures';
import { waitForMail } from '../support/outbox';

test('a nurse joins the waitlist with her NCSBN ID, invites colleagues, is activated and lands on onboarding', async ({ page, browser }) => {
  const nurse = newNurse('ncsbn');
  const colleagues = [`colleague1.${Date.now()}@example.org`, `colleague2.${Date.now()}@example.org`];

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

  await expect(page.getByRole('heading', { name: 'Thank you for joining the waitlist!' })).toBeVisible();
  await page.getByLabel("Colleague's email 1").fill(colleagues[0]);
  await page.getByLabel("Colleague's email 2").fill(colleagues[1]);
  await page.getByLabel("Colleague's email 3").fill('not-an-email');
  await page.getByRole('button', { name: /send invites/i }).click();
  await expect(page.getByText('Invites sent successfully to 2 people!')).toBeVisible();
  for (const colleague of colleagues) await waitForMail(colleague, 'invited you');
  await waitForMail(nurse.email, 'Welcome');

  const admin = await adminApi();
  const pending = await findUserByEmail(admin, nurse.email);
  expect(pending.accountStatus).toBe('pending');
  const invitations = await (await admin.get('/api/admin/invitations', { params: { search: 'colleague', pageSize: 100 } })).json();
  const invited = (invitations as { items: { email: string; status: string }[] }).items.filter((item) => colleagues.includes(item.email));
  expect(invited.map((item) => item.status)).toEqual(['invited', 'invited']);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  const row = await findAdminUserRow(adminPage, nurse.email);
  await row.getByRole('button', { name: /^View/ }).click();
  const panel = adminPage.getByRole('dialog');
  await expect(panel.getByText('12345678')).toBeVisible();
  await panel.getByRole('button', { name: 'Activate' }).click();
  await expect(adminPage.getByText('Status Updated').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Suspend' })).toBeVisible();
  expect((await storedUser(admin, pending.id)).accountStatus).toBe('live');
  await adminContext.close();
  await admin.dispose();

  await page.context().clearCookies();
  await signIn(page, nurse);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: "Let's learn about you" })).toBeVisible();
});
