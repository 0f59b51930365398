import { expect, test } from '@playwright/test';

test('the shell loads the auth remote', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
