// `/`: the public landing page (no chrome), its way into the app, and how to reach the society.
import { expect, test } from '@playwright/test';
import { SOCIETY_NAME } from '../support/env';

test('the landing page names the society, leads to sign up and sign in, and shows how to reach the society', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(`Welcome to ${SOCIETY_NAME}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  const contact = page.getByRole('region', { name: 'Contact us' });
  // the stack's defaults for SOCIETY_CONTACT_EMAIL / _PHONE / _ADDRESS
  await expect(contact.getByRole('link', { name: 'support@finnacrest.local' })).toHaveAttribute('href', 'mailto:support@finnacrest.local');
  await expect(contact.getByRole('link', { name: '0800 000 0000' })).toHaveAttribute('href', 'tel:08000000000');
  await expect(contact.getByText('Lagos, Nigeria')).toBeVisible();

  await contact.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.getByRole('link', { name: 'Already a member? Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
