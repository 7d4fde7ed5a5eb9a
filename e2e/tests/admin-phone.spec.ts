import { createNurse, newNurse } from '../support/api';
import { expect, signInAsAdmin, test } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test("on a 375 px screen the admin sees each user's status and actions, and the admin login has a styled way back", async ({ page }) => {
  await page.goto('/admin-login');
  const back = page.getByRole('link', { name: 'Back to main site' });
  await expect(back).toHaveAttribute('href', '/');
  await expect(back).toHaveClass(/ant-btn/);

  const nurse = newNurse('phone');
  await createNurse(nurse, { live: false });
  await signInAsAdmin(page);
  await page.getByLabel('Search users').fill(nurse.email);
  // The row is named by the name and the email, whether or not the email column fits on the screen.
  const row = page.getByRole('row', { name: `${nurse.name}, ${nurse.email.toLowerCase()}` });
  await expect(row).toHaveCount(1);

  const table = page.getByRole('table', { name: 'Users' });
  for (const column of ['Name', 'Status', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeInViewport();
  }
  await expect(row.getByText('pending', { exact: true })).toBeInViewport();
  await expect(row.getByRole('button', { name: `Activate ${nurse.name}` })).toBeInViewport();
  await expect(row.getByRole('button', { name: `View ${nurse.name}` })).toBeInViewport();
});
