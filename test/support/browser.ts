import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Launches the Chromium found by scripts/test.mjs (CHROMIUM_PATH) headless with the flags this
 * sandbox needs (no sandbox as root, no background network).
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Collects console errors and page errors (CSP violations show up here) for a final assertion. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
