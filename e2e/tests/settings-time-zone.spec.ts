import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectNoOverlaps, hiddenOverflow, sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

// A nurse in the United States: her browser speaks en-US and keeps a 12-hour clock.
test.use({ locale: 'en-US', timezoneId: 'America/Chicago' });

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${size.width} px she finds Hawaii by its common name in the time zone list, reads its city and offset, and sets quiet hours on a 12-hour clock`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInOnboarded(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });

    // Her browser's zone, kept for her on arrival, shown by its name, city and offset.
    const zone = page.getByRole('combobox', { name: 'Your time zone' });
    const zoneField = page.locator('.ant-select').filter({ has: zone });
    await expect(zoneField).toContainText(/^Central Time \(Chicago\), UTC\u22126:00$/);

    await zone.click();
    await zone.fill('Hawaii');
    const honolulu = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: /^Hawaii.Aleutian .*Time \(Honolulu\), UTC\u221210:00$/,
    });
    await expect(honolulu).toBeVisible();
    // A click that lands while the filtered list is still being drawn is lost on a busy machine: the
    // option is pressed again while the list still shows it.
    await expect(async () => {
      if (await honolulu.isVisible()) await honolulu.click();
      await expect(page.getByText('Settings saved').first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(zoneField).toContainText('(Honolulu), UTC\u221210:00');
    // The IANA id finds a zone too; what is stored stays the id.
    await zone.click();
    await zone.fill('pacific/honolulu');
    await expect(honolulu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => ((await (await page.request.get('/api/settings/notifications')).json()) as { timeZone: string }).timeZone)
      .toBe('Pacific/Honolulu');

    const quietHours = page.getByRole('switch', { name: 'No email during quiet hours' });
    if (!(await quietHours.isChecked())) await quietHours.click();
    const from = page.getByRole('combobox', { name: 'From' });
    const fromField = page.locator('.ant-select').filter({ has: from });
    await expect(fromField).toContainText(/^10:00\sPM$/);
    await from.click();
    await from.fill('9:30 p');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByText(/^No email between 9:30\sPM and 7:00\sAM the next day, Honolulu time$/)).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get('/api/settings/notifications')).json()) as { quietHours: unknown }).quietHours)
      .toEqual({ start: '21:30', end: '07:00' });

    // Nothing covered or cut: the long zone name fits its field.
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await hiddenOverflow(page.locator('.nk-settings__preview'))).toBe(0);
    // The zone's whole name shows, wrapped on a phone rather than cut short.
    expect(await hiddenOverflow(zoneField.locator('.ant-select-content'))).toBe(0);
    expect(await zoneField.locator('.ant-select-content').evaluate((content) => getComputedStyle(content).textOverflow)).not.toBe(
      'ellipsis',
    );
    await expectNoOverlaps(page, { within: 'main' });
    await expectNoSeriousViolations(page);
  });
}
