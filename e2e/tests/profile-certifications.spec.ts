import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { sidewaysScroll } from '../support/layout';
import { openProfile } from '../support/profile';

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${size.width} px her profile ticks the certifications her wallet holds, and leads to the wallet to change them`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const nurse = newNurse('Certified');
    await openProfile(page, nurse);
    for (const name of ['acls', 'bls']) {
      const body = { name, issuer: 'American Heart Association', issueDate: '2025-01-15', expiryDate: '2027-01-31' };
      expect((await page.request.post('/api/credentials/certifications', { data: body })).status()).toBe(201);
    }

    await page.reload();
    const section = page.getByRole('region', { name: 'Certifications' });
    await expect(section.getByRole('checkbox', { name: 'ACLS' })).toBeChecked({ timeout: 30_000 });
    await expect(section.getByRole('checkbox', { name: 'BLS' })).toBeChecked();
    // Held in the wallet, they are changed there, not unticked here.
    await expect(section.getByRole('checkbox', { name: 'ACLS' })).toBeDisabled();
    await expect(section.getByRole('checkbox', { name: 'PALS' })).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'PALS' })).toBeEnabled();
    expect(await sidewaysScroll(page)).toBe(0);
    await expectNoSeriousViolations(page);

    await section.getByRole('link', { name: 'Manage in your Wallet' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });
  });
}
