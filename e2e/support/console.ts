// The admin console as an officer moves through it, on a desktop and on a 360 px phone.
import type { Browser, Page } from '@playwright/test';
import { signIn } from './ui';

export const CONSOLE_VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: '360 px', viewport: { width: 360, height: 740 }, phone: true },
] as const;

/** the console's own section navigation: on a phone it opens from the "Sections" menu button */
export async function openSection(page: Page, title: string, phone: boolean): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  if (phone) await nav.getByRole('button', { name: /^Sections/ }).click();
  await nav.getByRole('link', { name: new RegExp(`^${title}`) }).click();
}

/** a new browser context of this size, signed in as `who` (downloads accepted: the console's CSVs) */
export async function signedInPage(browser: Browser, viewport: { width: number; height: number }, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  return page;
}
