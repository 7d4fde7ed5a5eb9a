import type { Page } from '@playwright/test';
import { newNurse } from '../support/api';
import { textContrast } from '../support/contrast';
import { expect, test } from '../support/fixtures';
import { signInOnboarded } from '../support/signed-in';

/** WCAG AA for body text. */
const AA = 4.5;

async function connectAndWrite(page: Page, otherPage: Page, content: { mine: string; theirs: string }) {
  const me = await signInOnboarded(page, newNurse('ada'));
  const other = await signInOnboarded(otherPage, newNurse('bea'));
  const asked = await page.request.post('/api/connections/request', { data: { userId1: me.id, userId2: other.id, message: 'Hello' } });
  const { id } = (await asked.json()) as { id: number };
  expect((await otherPage.request.put(`/api/connections/${id}/status`, { data: { status: 'accepted' } })).status()).toBe(200);
  expect((await otherPage.request.post('/api/messages', { data: { toUserId: me.id, content: content.theirs } })).status()).toBe(201);
  expect((await page.request.post('/api/messages', { data: { toUserId: other.id, content: content.mine } })).status()).toBe(201);
  return { other };
}

test('on /messages what she sent and what she received both read at AA contrast, each bubble on its own background', async ({
  page,
  newPersonPage,
}) => {
  const content = { mine: 'On my way to the ward now', theirs: 'See you at the handover' };
  const { other } = await connectAndWrite(page, await newPersonPage(), content);

  await page.goto(`/messages?userId=${other.id}`);
  const thread = page.getByRole('region', { name: `Conversation with ${other.name}` });
  const mine = thread.getByText(content.mine, { exact: true });
  const theirs = thread.getByText(content.theirs, { exact: true });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(theirs).toBeVisible();

  const sent = await textContrast(mine);
  expect(sent.ratio, `her message: ${sent.text} on ${sent.background}`).toBeGreaterThanOrEqual(AA);
  const received = await textContrast(theirs);
  expect(received.ratio, `the other's message: ${received.text} on ${received.background}`).toBeGreaterThanOrEqual(AA);

  // Each side's bubble stands out from the panel it sits on.
  const panel = await textContrast(thread.getByRole('heading', { name: other.name }));
  expect(sent.background).not.toBe(panel.background);
  expect(received.background).not.toBe(panel.background);
});

test('on /dashboard her question to the assistant and its answer read at AA contrast', async ({ page }) => {
  await signInOnboarded(page, newNurse('cara'));
  await page.goto('/dashboard');
  const input = page.getByPlaceholder('Ask me anything about your nursing career...');
  await expect(input).toBeVisible({ timeout: 30_000 });
  const asked = 'Which certifications suit an ICU nurse?';
  await input.fill(asked);
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const conversation = page.getByRole('list', { name: 'Conversation' });
  const question = conversation.getByText(asked, { exact: true });
  const answer = conversation
    .getByRole('listitem')
    .filter({ hasText: /^Assistant/ })
    .first()
    .locator('p');
  // The conversation is drawn again once the answer is saved: measured after that.
  await expect(question).toBeVisible();
  await expect(answer).not.toBeEmpty();
  const own = await textContrast(question);
  expect(own.ratio, `her question: ${own.text} on ${own.background}`).toBeGreaterThanOrEqual(AA);

  const reply = await textContrast(answer);
  expect(reply.ratio, `the answer: ${reply.text} on ${reply.background}`).toBeGreaterThanOrEqual(AA);
  const panel = await textContrast(page.getByRole('heading', { level: 1 }).first());
  expect(own.background).not.toBe(panel.background);
});
