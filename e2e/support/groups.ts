import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// What the browser tests of group conversations read of the server and of the Messages screen.

/** A group as GET /api/groups/:id answers. */
export interface StoredGroup {
  id: number;
  name: string;
  members: { userId: number; name: string; isCreator: boolean }[];
}
/** A group message as GET /api/groups/:id/messages answers. */
export interface StoredGroupMessage {
  content: string;
  fromUserId: number;
  readByCount: number;
}

/** The group as the server stores it, read by a member. */
export async function storedGroup(page: Page, groupId: number): Promise<StoredGroup> {
  const response = await page.request.get(`/api/groups/${groupId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredGroup;
}

/** The group's latest messages as the server stores them, read by a member, in the order sent. */
export async function storedMessages(page: Page, groupId: number): Promise<StoredGroupMessage[]> {
  const response = await page.request.get(`/api/groups/${groupId}/messages`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: StoredGroupMessage[] }).items;
}

/** A group's open thread, by the group's name. */
export const groupThread = (page: Page, name: string) => page.getByRole('region', { name: `Group conversation ${name}` });
/** The list of her pairs and groups on the Messages screen. */
export const conversationList = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
/** The messages of a thread that contain `text`. */
export const messageWith = (thread: Locator, text: string) => thread.getByRole('listitem').filter({ hasText: text });
