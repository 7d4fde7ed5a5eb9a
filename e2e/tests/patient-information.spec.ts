import { expect, test } from '../support/fixtures';
import { hiddenOverflow, outsideViewport } from '../support/layout';
import { twoConnectedNurses } from '../support/signed-in';

const TEXT = 'Can you check MRN 00482913 before handover?';

test('a nurse is asked before a message that looks like it holds patient information goes out, on a phone too', async ({
  page,
  newPersonPage,
}) => {
  const { ada, bea, adaUser, beaUser, beaPage } = await twoConnectedNurses(page, newPersonPage);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/messages?userId=${beaUser.id}`);
  const composer = page.getByRole('textbox', { name: `Message to ${bea.name}` });
  await composer.fill(TEXT);
  await composer.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Check for patient information' });
  await expect(dialog).toContainText('may hold patient information (a medical record number)');
  expect(await outsideViewport(dialog.getByText(/may hold patient information/))).toBe(0);
  expect(await hiddenOverflow(dialog.getByText(/may hold patient information/))).toBe(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(composer).toHaveValue(TEXT);

  await composer.press('Enter');
  await page.getByRole('button', { name: 'It holds none, send it' }).click();
  await expect(composer).toHaveValue('');

  await beaPage.goto(`/messages?userId=${adaUser.id}`);
  await expect(beaPage.getByRole('region', { name: `Conversation with ${ada.name}` })).toContainText(TEXT, { timeout: 30_000 });
  const thread = await (await beaPage.request.get(`/api/messages/${beaUser.id}/${adaUser.id}`)).json();
  expect(thread.items.filter((item: { content: string }) => item.content === TEXT)).toHaveLength(1);
});
