// What a member does on /settings, found by role and label: the bank account and the three-step profile.
import { expect, type Locator, type Page } from '@playwright/test';
import { completeProfileFields } from './money';
import { dismissAlert, expectAlert } from './ui';
import type { TestUser } from './users';

/** A field by its label; required fields show a " *" after it, which is part of the label a person reads. */
export function field(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}


/**
 * /settings → Add (or Change) Bank details → the bank, the 10 digits → the name the bank has (read-only) → Save.
 * Returns the resolved account name. Leaves /settings with the success alert dismissed.
 */
/** Adds (or, with the member's `password`, changes) the bank account in its dialog; returns the name the bank gave. */
export async function addBankAccount(page: Page, bankName: string, accountNumber: string, password?: string): Promise<string> {
  await page.getByRole('button', { name: /^(Add Bank Details|Change Bank details)$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^(Add Bank Details|Change Bank details)$/ });
  await dialog.getByLabel('Bank').selectOption({ label: bankName });
  await dialog.getByLabel('Account Number').fill(accountNumber);
  const accountName = dialog.getByLabel('Account Name');
  await expect(accountName).toHaveValue(/^[A-Z][A-Z ]+$/);
  await expect(accountName).not.toBeEditable();
  const name = await accountName.inputValue();
  if (password) await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Success', /^Bank account (added|updated)/);
  await dismissAlert(page);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
  return name;
}

/** Update Profile → Personal / Next of kin / Business, each with Next (Finish on the last) → Update Profile. */
export async function completeProfileStepper(page: Page, user: TestUser): Promise<void> {
  const values = completeProfileFields(user);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  const steps = dialog.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem')).toHaveText([/Personal Profile/, /Next Of Kin Details/, /Business Profile/]);

  const personal = dialog.getByRole('form', { name: 'Personal Profile' });
  await field(personal, 'Phone Number').fill(values.phone_no);
  await field(personal, 'Address').fill(values.address);
  await field(personal, 'State Of Origin').fill(values.state_of_origin);
  await field(personal, 'Local Govt. Area (LGA)').fill(values.local_govt);
  await personal.getByRole('group', { name: /^Marital Status/ }).getByLabel('Single').check();
  await personal.getByRole('button', { name: 'Next' }).click();

  const kin = dialog.getByRole('form', { name: 'Next Of Kin Details' });
  await field(kin, 'Next Of Kin Last Name').fill(values.kin_last_name);
  await field(kin, 'Next Of Kin First Name').fill(values.kin_first_name);
  await field(kin, 'Next Of Kin Phone Number').fill(values.kin_phone_no);
  await field(kin, 'Relationship').fill(values.relationship);
  await kin.getByRole('button', { name: 'Next' }).click();

  const business = dialog.getByRole('form', { name: 'Business Profile' });
  await field(business, 'Occupation').fill(values.occupation);
  await field(business, 'Business Address').fill(values.business_address);
  await business.getByRole('group', { name: /^Business Type/ }).getByLabel('Sole Proprietorship').check();
  await business.getByRole('button', { name: 'Finish' }).click();

  await dialog.getByRole('button', { name: 'Update Profile' }).click();
  await expectAlert(page, 'Success', 'Profile updated');
  // OK on a success alert reloads the page (spec §4): the dialog behind it goes with it
  await dismissAlert(page);
  await expect(dialog).toBeHidden();
}
