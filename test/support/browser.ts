import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

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

/**
 * Console errors and page errors of one page (CSP violations show up here), for a final assertion.
 * Chromium logs every 4xx answer as "Failed to load resource"; a journey that expects one calls
 * `allowStatus` so that line alone passes.
 */
export class PageErrors {
  readonly messages: string[] = [];
  private readonly allowed: string[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      // Signed out, the session probe GET /api/auth/user answers 401 by contract (docs/accounts.md).
      const sessionProbe = message.location().url.endsWith('/api/auth/user') && message.text().includes('status of 401');
      if (message.type() === 'error' && !sessionProbe && !this.allowed.some((prefix) => message.text().startsWith(prefix))) {
        this.messages.push(message.text());
      }
    });
    page.on('pageerror', (error) => this.messages.push(error.message));
  }

  allowStatus(status: number): void {
    this.allowed.push(`Failed to load resource: the server responded with a status of ${status}`);
  }
}

/**
 * Opens `url` and waits until the app has taken the page over (`html[data-app="started"]`, set by the layout,
 * web/src/app/layout/app-layout.tsx). Pages arrive rendered by the server and show before the app's code runs:
 * clicks and typing before then would reach plain HTML, not the app.
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await appStarted(page);
}

/**
 * Clicks `target`, below a list of cards, once scrolling to it has moved it for the last time. The cards stand in at
 * an estimated height until first drawn near the window (web/src/lib/rendered-near-viewport.ts), so a jump past them
 * moves what lies below once; a press in that frame would be released over a card.
 */
export async function clickBelowCards(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.click();
}

/**
 * Goes to `path` (with its query) inside the running app, as its links do: a new history entry that React Router
 * follows, with no page load. Resolves once no request has been in flight for half a second, so the route's data
 * and the page's own reads have arrived. The app must have started on `page` (see {@link openApp}).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const inFlight = new Set<unknown>();
  let changed = Date.now();
  const started = (request: unknown) => {
    inFlight.add(request);
    changed = Date.now();
  };
  const ended = (request: unknown) => {
    inFlight.delete(request);
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    const deadline = Date.now() + 15_000;
    while ((inFlight.size > 0 || Date.now() - changed < 500) && Date.now() < deadline) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Reloads the page and waits for the app to start again (see {@link openApp}). */
export async function reloadApp(page: Page): Promise<void> {
  await page.reload();
  await appStarted(page);
}

/** Waits until the app has committed its first render (see {@link openApp}). */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
}

/** The demo accounts of docs/api-contract.md#contract-details, seeded in demo mode with the production hasher. */
export const DEMO_ACCOUNTS = { admin: 'demo-admin@example.com', reviewer: 'demo-reviewer@example.com', password: 'biovetted-demo' } as const;

/** Fills and sends the /login form; the caller waits for whatever should follow (home, or an error). */
export async function submitSignIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in for a journey about something else: the session comes from the sign-in endpoint, in the page's own
 * cookies, and the page opens `path` (by default the home page a sign-in leads to). The /login form itself is the
 * subject of the accounts journeys (see {@link submitSignIn}). Throws when the endpoint refuses the email and password.
 */
export async function signIn(page: Page, baseUrl: string, email: string, password: string, path = '/'): Promise<void> {
  const answer = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password }, headers: { Origin: baseUrl } });
  if (!answer.ok()) throw new Error(`Signing in ${email} answered ${answer.status()}: ${await answer.text()}`);
  await openApp(page, `${baseUrl}${path}`);
}

/** A new page whose errors are collected; the signed-out session probe (401) is expected. */
export async function checkedPage(browser: Browser): Promise<{ page: Page; errors: PageErrors }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = new PageErrors(page);
  errors.allowStatus(401);
  return { page, errors };
}
