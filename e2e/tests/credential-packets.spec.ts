import type { Page } from '@playwright/test';
import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pdfFile } from '../support/files';
import { signInOnboarded } from '../support/signed-in';

/** The calendar date `days` from today (UTC), as the server judges standing. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A licence with its document, added through the API the wallet screen uses. */
async function addLicenceWithDocument(page: Page, number: string, fileName: string): Promise<Buffer> {
  const created = await page.request.post('/api/credentials/licences', {
    data: { type: 'RN', state: 'TX', number, multistate: false, issueDate: inDays(-300), expiryDate: inDays(400), status: 'active' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const pdf = pdfFile(fileName);
  const stored = await page.request.post(`/api/credentials/licences/${id}/document`, { multipart: { document: pdf } });
  expect(stored.status()).toBe(200);
  return pdf.buffer;
}

test('a nurse shares a packet, the recipient opens it without an account, and the link is gone once revoked', async ({
  page,
  newPersonPage,
}) => {
  test.slow();
  const ada = newNurse('packetada');
  await signInOnboarded(page, ada);
  const pdf = await addLicenceWithDocument(page, 'TX-RN-550123', 'texas-verification.pdf');

  // On the wallet: name the packet, pick the licence and the days, get the link.
  await page.goto('/wallet');
  const section = page.getByRole('region', { name: 'Shared packets' });
  await expect(section.getByText('You have not shared a packet yet.')).toBeVisible({ timeout: 30_000 });
  await section.getByRole('button', { name: 'Share a packet' }).click();
  const form = section.getByRole('form', { name: 'Share a packet' });
  await form.getByLabel('Name of the packet').fill('For St. Mary’s');
  await form.getByRole('checkbox', { name: 'RN licence, TX, TX-RN-550123' }).check();
  await form.getByLabel('Days the link works').fill('5');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Share and get the link' }).click();

  const linkField = section.getByLabel('Link to “For St. Mary’s”');
  await expect(linkField).toBeVisible();
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/packet\/[A-Za-z0-9_-]{43}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const packet = section.getByRole('article', { name: 'For St. Mary’s' });
  await expect(packet.getByText(/^Works until /)).toBeVisible();
  await expect(packet.getByText('Not viewed yet')).toBeVisible();

  // The recipient: another browser, no session. A read-only page, never indexed, with the document.
  const recipient = await newPersonPage();
  const opened = await recipient.goto(link);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(recipient.getByRole('heading', { level: 1, name: 'For St. Mary’s' })).toBeVisible({ timeout: 30_000 });
  await expect(recipient.getByText(`Credentials shared by ${ada.name}`)).toBeVisible();
  await expect(recipient.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const licences = recipient.getByRole('region', { name: 'Licences' });
  await expect(licences.getByRole('heading', { name: 'RN licence, TX' })).toBeVisible();
  await expect(licences.getByText('Current', { exact: true })).toBeVisible();
  await expect(licences.getByText('TX-RN-550123')).toBeVisible();
  await expect(recipient.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(recipient);
  const download = recipient.waitForEvent('download');
  await licences.getByRole('link', { name: 'Download texas-verification.pdf (RN licence, TX)' }).click();
  const downloaded = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await downloaded.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(pdf)).toBe(true);

  // She sees both looks in the packet's log.
  await page.reload();
  await expect(packet.getByText(/^1 view, 1 download, last /)).toBeVisible({ timeout: 30_000 });
  await packet.getByRole('button', { name: 'Show views' }).click();
  const log = packet.getByRole('list', { name: 'Views of For St. Mary’s' });
  await expect(log.getByText('Packet page')).toBeVisible();
  await expect(log.getByText('RN licence (Texas) document')).toBeVisible();

  // Revoked: the link answers at once that it is gone, and the packet stays in her list.
  await packet.getByRole('button', { name: 'Revoke For St. Mary’s' }).click();
  await page.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(packet.getByText(/^Revoked on /)).toBeVisible();
  await expect(packet.getByRole('button', { name: 'Revoke For St. Mary’s' })).toHaveCount(0);

  await recipient.reload();
  await expect(recipient.getByRole('heading', { level: 1, name: 'Packet not available' })).toBeVisible({ timeout: 30_000 });
  await expect(recipient.getByText('This packet link has expired, was revoked or never existed')).toBeVisible();
  const api = await recipient.request.get(`/api/packets/${link.split('/').pop()}`);
  expect(api.status()).toBe(404);
  expect(api.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await api.json()).toEqual({ statusCode: 404, message: 'This packet link has expired, was revoked or never existed' });
});
