import { newNurse } from '../support/api';
import type { Locator } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { textContrast } from '../support/contrast';
import { expect, test } from '../support/fixtures';
import { openJobs } from '../support/job-listings';
import { signInOnboarded } from '../support/signed-in';

/** WCAG AA for body text. */
const AA = 4.5;

/** A field's placeholder reads at AA contrast on the field. */
async function expectReadablePlaceholder(field: Locator): Promise<void> {
  await expect(field).toBeVisible();
  const measured = await textContrast(field, 'placeholder');
  expect(
    measured.ratio,
    `placeholder '${await field.getAttribute('placeholder')}': ${measured.text} on ${measured.background}`,
  ).toBeGreaterThanOrEqual(AA);
}

test("a received message's Report link and the message box's placeholder read at AA contrast", async ({ page, newPersonPage }) => {
  const me = await signInOnboarded(page, newNurse('ida'));
  const otherPage = await newPersonPage();
  const other = await signInOnboarded(otherPage, newNurse('jo'));
  const asked = await page.request.post('/api/connections/request', { data: { userId1: me.id, userId2: other.id, message: 'Hello' } });
  const { id } = (await asked.json()) as { id: number };
  expect((await otherPage.request.put(`/api/connections/${id}/status`, { data: { status: 'accepted' } })).status()).toBe(200);
  expect((await otherPage.request.post('/api/messages', { data: { toUserId: me.id, content: 'Can you cover Sunday?' } })).status()).toBe(
    201,
  );

  await page.goto(`/messages?userId=${other.id}`);
  const thread = page.getByRole('region', { name: `Conversation with ${other.name}` });
  const report = thread.getByRole('button', { name: 'Report this message' });
  await expect(report).toBeVisible({ timeout: 30_000 });
  const link = await textContrast(report);
  expect(link.ratio, `Report: ${link.text} on ${link.background}`).toBeGreaterThanOrEqual(AA);
  await expectReadablePlaceholder(page.getByPlaceholder(`Message ${other.name}`));
  await expectNoSeriousViolations(page);
});

test("the assistant's box, the job search and the licence form's placeholders read at AA contrast", async ({ page }) => {
  test.slow();
  await signInOnboarded(page, newNurse('kim'));
  await page.goto('/dashboard');
  const assistant = page.getByPlaceholder('Ask me anything about your nursing career...');
  await expect(assistant).toBeVisible({ timeout: 30_000 });
  await expectReadablePlaceholder(assistant);
  await expectNoSeriousViolations(page);

  await openJobs(page);
  await expectReadablePlaceholder(page.getByRole('searchbox', { name: 'Search jobs' }));
  await expectNoSeriousViolations(page);

  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add a licence' }).click({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Add a licence' });
  await expect(form.getByLabel('Issuing state', { exact: true })).toBeVisible();
  // A select's placeholder is a text of its own, drawn where the choice will be.
  const state = await textContrast(form.getByText('Type a state', { exact: true }));
  expect(state.ratio, `'Type a state': ${state.text} on ${state.background}`).toBeGreaterThanOrEqual(AA);
  await expectNoSeriousViolations(page);
});
