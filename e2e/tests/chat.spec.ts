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
