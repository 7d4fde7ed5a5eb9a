import type { APIRequestContext, Page } from '@playwright/test';
import type { User } from '@nurse/api-client';
import { newNurse, type TestNurse } from '../support/api';
import { expect, test } from '../support/fixtures';
import { newestMail, readOutbox } from '../support/outbox';
import { signInOnboarded } from '../support/signed-in';

/** The top bar's bell, named with her unread count ("Notifications, 2 unread"). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** Two signed-in nurses, connected: `ada` asked, `bea` accepted. */
async function connectedNurses(page: Page, otherPage: Page) {
  const ada: TestNurse = newNurse('Ada');
  const bea: TestNurse = newNurse('Bea');
  const adaUser = await signInOnboarded(page, ada);
  const beaUser = await signInOnboarded(otherPage, bea);
  const asked = await page.request.post('/api/connections/request', {
    data: { userId1: adaUser.id, userId2: beaUser.id, message: 'Hello' },
  });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  expect((await otherPage.request.put(`/api/connections/${id}/status`, { data: { status: 'accepted' } })).status()).toBe(200);
  return { ada, adaUser, bea, beaUser };
}

async function unreadCount(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/notifications/unread-count');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unreadCount: number }).unreadCount;
}

async function sendMessage(page: Page, to: User, content: string): Promise<void> {
  expect((await page.request.post('/api/messages', { data: { toUserId: to.id, content } })).status()).toBe(201);
}

test("a message moves the other nurse's bell without a reload, and its notification leads to the conversation", async ({
  page,
  newPersonPage,
}) => {
  const beaPage = await newPersonPage();
  const { ada, adaUser, beaUser } = await connectedNurses(page, beaPage);

  await beaPage.goto('/dashboard');
  await expect(beaPage.getByRole('heading', { name: 'Career Assistant' })).toBeVisible({ timeout: 30_000 });
  const before = await unreadCount(beaPage.request);
  await expect(bell(beaPage)).toHaveAccessibleName(before > 0 ? `Notifications, ${before} unread` : 'Notifications');

  await sendMessage(page, beaUser, 'Are you on shift Tuesday?');
  await expect(bell(beaPage)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);

  await bell(beaPage).click();
  const panel = beaPage.getByRole('dialog', { name: 'Notifications' });
  const notification = panel.getByRole('link', { name: new RegExp(`^Unread: ${ada.name} sent you a message`) });
  await expect(notification).toBeVisible();
  await expect(notification).toHaveAttribute('href', `/messages?userId=${adaUser.id}`);

  await notification.click();
  await expect(beaPage).toHaveURL(new RegExp(`/messages\\?userId=${adaUser.id}$`));
  await expect(beaPage.getByRole('list', { name: 'Messages' })).toContainText('Are you on shift Tuesday?', { timeout: 30_000 });
  await expect(bell(beaPage)).toHaveAccessibleName(before > 0 ? `Notifications, ${before} unread` : 'Notifications');
});

test('on the settings screen she sets quiet hours in her time zone and stops message emails: the server keeps both and mails her no digest of a message', async ({
  page,
  newPersonPage,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const adaPage = await newPersonPage();
  const { bea: cleo, beaUser: cleoUser } = await connectedNurses(adaPage, page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Your account/ }).click();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });

  const messagesByEmail = page.getByRole('switch', { name: 'Messages by email', exact: true });
  await expect(messagesByEmail).toBeChecked();
  await messagesByEmail.click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await expect(messagesByEmail).not.toBeChecked();

  const zone = page.getByRole('combobox', { name: 'Your time zone' });
  await zone.click();
  await zone.fill('America/Chicago');
  await zone.press('Enter');
  await expect(page.getByText('Settings saved').first()).toBeVisible();

  const quietHours = page.getByRole('switch', { name: 'No email during quiet hours' });
  if (!(await quietHours.isChecked())) await quietHours.click();
  const from = page.getByRole('combobox', { name: 'From' });
  await from.click();
  await from.fill('21:30');
  await from.press('Enter');
  // On the browser locale's clock: 12-hour in en-US, 24-hour elsewhere.
  await expect(page.getByText(/^No email between (9:30\sPM|21:30) and (7:00\sAM|07:00) the next day, Chicago time$/)).toBeVisible();

  await expect
    .poll(async () => {
      const stored = (await (await page.request.get('/api/settings/notifications')).json()) as {
        channels: { category: string; inApp: boolean; email: boolean; push: boolean }[];
        timeZone: string;
        quietHours: { start: string; end: string } | null;
      };
      return {
        message: stored.channels.find((channel) => channel.category === 'message'),
        timeZone: stored.timeZone,
        quietHours: stored.quietHours,
      };
    })
    .toEqual({
      message: { category: 'message', inApp: true, email: false, push: true },
      timeZone: 'America/Chicago',
      quietHours: { start: '21:30', end: '07:00' },
    });

  // She leaves; a message that would otherwise be mailed two seconds later is not.
  await page.goto('about:blank');
  await adaPage.waitForTimeout(1100);
  await sendMessage(adaPage, cleoUser, 'Can you cover my night shift?');
  await adaPage.waitForTimeout(4000);
  expect(readOutbox().filter((mail) => mail.to.toLowerCase() === cleo.email.toLowerCase() && /sent you/.test(mail.subject))).toEqual([]);
});

test('the unsubscribe link of a digest email asks first, then stops those emails; an altered link is refused', async ({
  page,
  newPersonPage,
}) => {
  const carlaPage = await newPersonPage();
  const { ada, bea: carla, beaUser: carlaUser } = await connectedNurses(page, carlaPage);
  const carlaApi = carlaPage.context().request;
  // She leaves: what comes while she is away is gathered into a digest email. Her last request is
  // stored to the millisecond, so the message comes clearly after it.
  await carlaPage.goto('about:blank');
  await page.waitForTimeout(1100);
  await sendMessage(page, carlaUser, 'Can you swap Friday?');

  const digest = await newestMail(carla.email, `${ada.name} sent you a message`);
  const link = digest.body.match(/https?:\/\/\S+\/api\/unsubscribe\/[^\s"'<>]+/)?.[0];
  if (!link) throw new Error(`No unsubscribe link in the digest '${digest.subject}'`);

  const visitor = await newPersonPage();
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/unsubscribe\/[^/]+$/);
  await expect(visitor.getByRole('heading', { name: 'Stop emails about messages?' })).toBeVisible();
  const emailOn = async () => {
    const stored = (await (await carlaApi.get('/api/settings/notifications')).json()) as {
      channels: { category: string; email: boolean }[];
    };
    return stored.channels.find((channel) => channel.category === 'message')?.email;
  };
  expect(await emailOn()).toBe(true);

  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText('You will no longer get emails about messages.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Choose your emails in your settings' })).toHaveAttribute('href', '/settings');
  expect(await emailOn()).toBe(false);

  const token = new URL(link).pathname.split('/').pop() ?? '';
  await visitor.goto(`/unsubscribe/${token.slice(0, -2)}xx`);
  await expect(visitor.getByText('This unsubscribe link is not valid.', { exact: false })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});
