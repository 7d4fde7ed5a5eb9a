import type { ChatHistoryMessage } from '@nurse/api-client';
import { expect, test } from '../support/fixtures';
import { signInOnboarded } from '../support/signed-in';

test('a live nurse asks the assistant about a specialty with a typo and follows its suggestion to the interests screen', async ({
  page,
}) => {
  const nurse = await signInOnboarded(page);
  await page.goto('/dashboard');
  const question = page.getByPlaceholder('Ask me anything about your nursing career...');
  // The first visit downloads the chat remote; the welcome offers the two first steps.
  await expect(question).toBeVisible({ timeout: 30_000 });
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('button', { name: 'Explore Specialties' })).toBeVisible();
  await expect(conversation.getByRole('button', { name: 'Find Connections' })).toBeVisible();

  await question.fill('Tell me about oncolgy');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation).toContainText(
    /Oncology: \d+ nurses? on the network; \d+ job listings?; \d+ learning resources?; certifications: OCN\./,
  );
  await expect(question).toHaveValue('');

  // Both sides of the exchange are stored in her history, in the order written.
  const stored = await page.request.get(`/api/chat-history/${nurse.id}`);
  expect(stored.status()).toBe(200);
  const history = (await stored.json()) as ChatHistoryMessage[];
  expect(history.map((message) => message.messageType)).toEqual(['user', 'assistant']);
  expect(history[0]!.message).toBe('Tell me about oncolgy');
  expect(history[1]!.message).toMatch(/^Oncology: /);
  expect(history[1]!.suggestedActions).toContainEqual({ type: 'specialty', label: 'Explore Oncology', value: 'Oncology' });

  await conversation.getByRole('button', { name: 'Explore Oncology' }).click();
  await expect(page).toHaveURL(/\/areas-of-interest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interests' })).toBeVisible({ timeout: 30_000 });

  // Back on the dashboard, the conversation is still there.
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Tell me about oncolgy');
});

test('she generates her career path, completes one step and the progress moves, and deletes another', async ({ page }) => {
  await signInOnboarded(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Plan my career path' }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Career Path Wizard' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Generate My Career Path' }).click();
  await expect(page.getByText('Career recommendations generated').first()).toBeVisible();
  const cards = page.getByRole('list', { name: 'Career recommendations' }).getByRole('article');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(`0 of ${total} completed`)).toBeVisible();

  const first = cards.first();
  const firstTitle = await first.getByRole('heading', { level: 2 }).textContent();
  await first.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(page.getByText(`1 of ${total} completed`)).toBeVisible();
  await expect(first.getByRole('button', { name: 'Completed' })).toBeVisible();

  const last = cards.last();
  const lastTitle = (await last.getByRole('heading', { level: 2 }).textContent())!;
  await last.getByRole('button', { name: `Delete ${lastTitle}` }).click();
  await expect(page.getByText('Recommendation removed').first()).toBeVisible();
  await expect(page.getByText(`1 of ${total - 1} completed`)).toBeVisible();

  const stored = (await (await page.request.get('/api/career-recommendations')).json()) as { title: string; isCompleted: boolean }[];
  expect(stored).toHaveLength(total - 1);
  expect(stored.find((item) => item.title === firstTitle)?.isCompleted).toBe(true);
  expect(stored.some((item) => item.title === lastTitle)).toBe(false);
});
