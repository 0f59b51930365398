// The profile on /settings (facts §3.10): the three-step stepper with its checks, the completeness it earns, and a
// real picture upload that shows in the profile card and in the top bar.
import { expect, test } from '@playwright/test';
import { createVerifiedMember } from '../support/api';
import { twoColourPng } from '../support/images';
import { completeProfileStepper, field } from '../support/settings';
import { dismissAlert, expectAlert, signIn } from '../support/ui';
import { fullName } from '../support/users';

test('update the profile in three steps, then upload a picture: completeness grows, the picture shows in the card and the top bar', async ({ page }) => {
  const user = await createVerifiedMember('profile');
  await signIn(page, user.email, user.password);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Profile', exact: true });
  const completeness = card.getByRole('progressbar', { name: 'Profile Completeness:' });

  await test.step('the card: name, member number, e-mail, and the 25% a new account starts with', async () => {
    await expect(card).toContainText(fullName(user));
    await expect(card.getByText(/^FIN-\d+$/)).toBeVisible();
    await expect(card).toContainText(user.email);
    await expect(completeness).toHaveAttribute('aria-valuenow', '25');
    await expect(card.getByRole('img', { name: 'No profile picture yet' })).toBeVisible();
  });

  await test.step('a step with a required field left empty does not move on', async () => {
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Profile' });
    const personal = dialog.getByRole('form', { name: 'Personal Profile' });
    await expect(field(personal, 'Email')).toHaveValue(user.email);
    await expect(field(personal, 'Email')).not.toBeEditable();
    await personal.getByRole('button', { name: 'Next' }).click();
    await expect(personal.getByRole('group', { name: /^Marital Status/ })).toContainText('this field is required');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Personal Profile' })).toHaveAttribute('aria-current', 'step');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('Personal / Next of kin / Business, then Update Profile: saved, and the next of kin counts', async () => {
    await completeProfileStepper(page, user);
    // 25 to start + 25 for the next of kin's relationship
    await expect(completeness).toHaveAttribute('aria-valuenow', '50');
    await expect(card.getByText('50%')).toBeVisible();
  });

  await test.step('a real PNG as the picture: in the card, in the top bar, and 25% more', async () => {
    await card.getByLabel('Change photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: twoColourPng(64, [11, 122, 75], [240, 200, 40]) });
    await expectAlert(page, 'Success', 'Profile picture updated');
    await dismissAlert(page);

    const photo = card.getByRole('img', { name: `Profile picture of ${fullName(user)}` });
    await expect(photo).toHaveAttribute('src', /^\/api\/profile_pic\/\d+\/[^/]+\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    await expect(completeness).toHaveAttribute('aria-valuenow', '75');

    const src = await photo.getAttribute('src');
    const avatar = page.getByRole('banner').getByRole('button', { name: `Account menu for ${fullName(user)}` }).locator('img');
    await expect(avatar).toHaveAttribute('src', src!);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  });

  await test.step('a file that is not a picture is refused in the browser', async () => {
    await card.getByLabel('Change photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(card.getByRole('alert')).toHaveText('Please choose a JPEG, PNG or WebP picture');
  });
});
