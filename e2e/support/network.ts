// Network conditions a person meets: a slow reply, a connection that drops.
import type { Page, Route } from '@playwright/test';

/**
 * Holds every request to `url` until `release()` is called, then lets them (and every later one) through to the
 * real API.
 * `requested` resolves when the first one has been sent, so a test can look at the page while it is pending.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ requested: Promise<void>; release: () => void }> {
  let opened!: () => void;
  const gate = new Promise<void>((resolve) => {
    opened = resolve;
  });
  let sent!: () => void;
  const requested = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const handler = async (route: Route) => {
    sent();
    await gate;
    await route.continue();
  };
  await page.route(url, handler);
  return { requested, release: opened };
}

/** The next request to `url` fails as if the connection dropped; later ones go through. */
export async function dropNextRequest(page: Page, url: string): Promise<void> {
  await page.route(url, (route) => route.abort('internetdisconnected'), { times: 1 });
}
