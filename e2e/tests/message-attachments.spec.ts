import { MESSAGE_ATTACHMENT_TEXTS } from '@nurse/domain';
import { expectNoSeriousViolations } from '../support/axe';
import { pdfFile, photoFile } from '../support/files';
import { expect, test } from '../support/fixtures';
import { hiddenOverflow, outsideViewport } from '../support/layout';
import { twoConnectedNurses } from '../support/signed-in';

test('a nurse sends a photo and a PDF from her phone, asked first about the photo; the other sees the thumbnail and the chip and opens the photo', async ({
  page,
  newPersonPage,
}) => {
  const { ada, bea, adaUser, beaUser, beaPage } = await twoConnectedNurses(page, newPersonPage);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/messages?userId=${beaUser.id}`);
  const attach = page.getByRole('button', { name: MESSAGE_ATTACHMENT_TEXTS.attach });
  await expect(attach).toBeVisible();
  expect(await outsideViewport(attach)).toBe(0);

  const chooser = page.waitForEvent('filechooser');
  await attach.click();
  await (
    await chooser
  ).setFiles([
    await photoFile('board.png'),
    pdfFile('rota.pdf'),
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
  ]);

  const files = page.getByRole('list', { name: 'Attached files' });
  await expect(files.getByRole('listitem')).toHaveCount(3);
  await expect(files.getByRole('alert')).toHaveText(MESSAGE_ATTACHMENT_TEXTS.wrongType);
  await files.getByRole('button', { name: MESSAGE_ATTACHMENT_TEXTS.remove('notes.txt') }).click();
  await expect(files.getByRole('listitem')).toHaveCount(2);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled();
  expect(await hiddenOverflow(files)).toBe(0);
  expect(await outsideViewport(send)).toBe(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('textbox', { name: `Message to ${bea.name}` }).fill('The new board and the rota');
  await send.click();
  const dialog = page.getByRole('dialog', { name: 'Check for patient information' });
  await expect(dialog).toContainText('Check that your photo shows no patient information');
  expect(await outsideViewport(dialog.getByText(/photo shows no patient information/))).toBe(0);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'It holds none, send it' }).click();
  await expect(files).toHaveCount(0);

  const adaThread = page.getByRole('region', { name: `Conversation with ${bea.name}` });
  await expect(adaThread.getByRole('img', { name: 'Photo: board.png' })).toBeVisible({ timeout: 30_000 });

  await beaPage.setViewportSize({ width: 375, height: 740 });
  await beaPage.goto(`/messages?userId=${adaUser.id}`);
  const thread = beaPage.getByRole('region', { name: `Conversation with ${ada.name}` });
  await expect(thread).toContainText('The new board and the rota', { timeout: 30_000 });
  const thumbnail = thread.getByRole('img', { name: 'Photo: board.png' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const chip = thread.getByRole('link', { name: /rota\.pdf/ });
  await expect(chip).toBeVisible();
  expect(await outsideViewport(chip)).toBe(0);
  await expectNoSeriousViolations(beaPage);

  const opened = beaPage.waitForEvent('popup');
  await thumbnail.click();
  const photo = await opened;
  const response = await photo.waitForLoadState().then(() => photo.request.get(photo.url()));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  await photo.close();

  const pdf = await beaPage.request.get((await chip.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^inline; filename="rota.pdf"/);
});
