import path from 'node:path';
import Database from 'better-sqlite3';
import type { User } from '@nurse/api-client';
import { ACCOUNT_DELETION_TEXTS, DATA_EXPORT_TEXTS, DELETED_MEMBER_NAME, SECURITY_TEXTS, TWO_FACTOR_ERRORS } from '@nurse/domain';
import { adminApi, createNurse, newNurse, storedUser } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { sidewaysScroll } from '../support/layout';
import { DATA_DIR, LOCALHOST_URL } from '../support/settings';
import { twoConnectedNurses } from '../support/signed-in';
import { addVirtualAuthenticator } from '../support/webauthn';
import { fileInZip } from '../support/zip';

test.use({ viewport: { width: 375, height: 740 } });

/**
 * The server's own clock cannot be moved from here: the test moves her stored due time into the past
 * instead, in the embedded database the browser tests run on, and the sweep (every 2 s in these tests,
 * ACCOUNT_DELETION_SWEEP_SECONDS) erases her as it would after the grace period.
 */
function makeDeletionDue(userId: number): void {
  const db = new Database(path.join(DATA_DIR, 'nurse-network.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const moved = db
      .prepare("UPDATE users SET deletionDueAt = '2000-01-01 00:00:00.000' WHERE id = ? AND accountStatus = 'deleting'")
      .run(userId);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
}

test('on a 375 px screen she downloads her data, deletes her account, may keep it at sign-in, and is a deleted member once erased', async ({
  page,
  newPersonPage,
}) => {
  const { ada, adaUser, beaUser, beaPage } = await twoConnectedNurses(page, newPersonPage);
  expect((await page.request.post('/api/messages', { data: { toUserId: beaUser.id, content: 'Thanks, see you Monday.' } })).status()).toBe(
    201,
  );

  // Her copy of her data first.
  await page.goto('/settings');
  const yourData = page.locator('section', { has: page.getByRole('heading', { level: 2, name: DATA_EXPORT_TEXTS.sectionTitle }) });
  await expect(yourData).toBeVisible({ timeout: 30_000 });
  await yourData.getByRole('button', { name: DATA_EXPORT_TEXTS.requestButton }).click();
  const download = yourData.getByRole('link', { name: DATA_EXPORT_TEXTS.downloadButton });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const started = page.waitForEvent('download');
  await download.click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await started).createReadStream()) chunks.push(chunk as Buffer);
  const profile = JSON.parse(fileInZip(Buffer.concat(chunks), 'profile/profile.json')!.toString('utf8')) as { id: number; email: string };
  expect(profile).toMatchObject({ id: adaUser.id, email: ada.email });

  // Then her account: a wrong password is refused in words, hers signs her out.
  const deletion = page.locator('section', { has: page.getByRole('heading', { level: 2, name: ACCOUNT_DELETION_TEXTS.sectionTitle }) });
  await expect(deletion.getByText(/After 14 days/)).toBeVisible();
  await deletion.getByRole('button', { name: ACCOUNT_DELETION_TEXTS.confirmButton }).click();
  const password = deletion.getByLabel(ACCOUNT_DELETION_TEXTS.passwordLabel);
  await password.fill('not-my-password-1');
  await deletion.getByRole('button', { name: ACCOUNT_DELETION_TEXTS.confirmButton }).click();
  await expect(deletion.getByText(ACCOUNT_DELETION_TEXTS.wrongPassword)).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoSeriousViolations(page);
  await password.fill(ada.password);
  await deletion.getByRole('button', { name: ACCOUNT_DELETION_TEXTS.confirmButton }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // Signing in again says when it will be deleted and offers to keep it.
  await signIn(page, ada);
  await expect(page.getByRole('heading', { name: ACCOUNT_DELETION_TEXTS.keepButton })).toBeVisible();
  await expect(page.getByText(/Your account is scheduled for deletion on \d{1,2} \w+ \d{4}\./)).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoSeriousViolations(page);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.getByRole('button', { name: ACCOUNT_DELETION_TEXTS.keepButton }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  // She deletes it again; once due, it is erased, and Bea's conversation keeps her messages under "Deleted member".
  expect((await page.request.post('/api/account/deletion', { data: { password: ada.password } })).status()).toBe(200);
  makeDeletionDue(adaUser.id);
  const admin = await adminApi();
  await expect.poll(async () => (await storedUser(admin, adaUser.id)).accountStatus, { timeout: 30_000 }).toBe('deleted');

  await beaPage.goto('/messages');
  const conversation = beaPage.getByRole('button', { name: new RegExp(DELETED_MEMBER_NAME) }).first();
  await expect(conversation).toBeVisible({ timeout: 30_000 });
  await expect(beaPage.getByText(adaUser.name)).toHaveCount(0);
  await conversation.click();
  const thread = beaPage.getByRole('region', { name: `Conversation with ${DELETED_MEMBER_NAME}` });
  await expect(thread.getByText('Thanks, see you Monday.')).toBeVisible();
  await expect(thread.getByRole('link', { name: new RegExp(DELETED_MEMBER_NAME) })).toHaveCount(0);
  await expectNoSeriousViolations(beaPage);
});

test('on a 375 px screen she adds a passkey, deletes her account confirming with it instead of her password, and is signed out', async ({
  page,
}) => {
  // Passkeys need a domain name: the product at http://localhost (support/webauthn.ts).
  const at = (path: string) => `${LOCALHOST_URL}${path}`;
  const authenticator = await addVirtualAuthenticator(page);
  const nurse = newNurse('deletepasskey');
  await createNurse(nurse, { live: true });
  const signedIn = await page.request.post(at('/api/auth/login'), { data: { email: nurse.email, password: nurse.password } });
  expect(signedIn.status()).toBe(200);
  const user = (await signedIn.json()) as User;
  const onboarded = await page.request.put(at(`/api/users/${user.id}`), {
    data: { licensureType: 'RN', confirmedSpecialties: ['ICU'], onboardingCompleted: true },
  });
  expect(onboarded.status()).toBe(200);

  await page.goto(at('/settings'));
  await expect(page.getByRole('heading', { level: 2, name: SECURITY_TEXTS.title })).toBeVisible({ timeout: 30_000 });
  const deletion = page.locator('section', { has: page.getByRole('heading', { level: 2, name: ACCOUNT_DELETION_TEXTS.sectionTitle }) });
  await deletion.getByRole('button', { name: ACCOUNT_DELETION_TEXTS.confirmButton }).click();
  await expect(deletion.getByLabel(ACCOUNT_DELETION_TEXTS.passwordLabel)).toBeVisible();
  await expect(deletion.getByRole('button', { name: ACCOUNT_DELETION_TEXTS.usePasskey })).toHaveCount(0);

  await page.getByLabel(SECURITY_TEXTS.passkeyNameLabel).fill('My phone');
  await page.getByRole('button', { name: SECURITY_TEXTS.addPasskey }).click();
  await expect(page.getByRole('list', { name: SECURITY_TEXTS.passkeysTitle }).getByRole('listitem')).toHaveCount(1);
  const withPasskey = deletion.getByRole('button', { name: ACCOUNT_DELETION_TEXTS.usePasskey });
  await expect(withPasskey).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoSeriousViolations(page);

  // A passkey answer the server cannot verify leaves the dialog open, in words, and her signed in.
  await authenticator.signBogus(true);
  await withPasskey.click();
  await expect(deletion.getByText(TWO_FACTOR_ERRORS.passkeyRefused)).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get(at('/api/auth/me'))).status()).toBe(200);
  expect(await sidewaysScroll(page)).toBe(0);

  await authenticator.signBogus(false);
  await withPasskey.click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  expect((await page.request.get(at('/api/auth/me'))).status()).toBe(401);
  const admin = await adminApi();
  expect((await storedUser(admin, user.id)).accountStatus).toBe('deleting');
  await admin.dispose();
});
