import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const NO_CHROMIUM =
  'No Chromium found: apt-get install chromium, or set CHROME_PATH, or npx playwright install chromium where the network allows';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, then the usual system paths, then Playwright's own download; else one line saying how to get one. */
export const findChromium = (): string => {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist. ${NO_CHROMIUM}`);
    return fromEnv;
  }
  const system = SYSTEM_PATHS.find((p) => existsSync(p));
  if (system) return system;
  const downloaded = playwrightDownload();
  if (downloaded) return downloaded;
  throw new Error(NO_CHROMIUM);
};

/** Where `npx playwright install chromium` puts it, if it did. */
const playwrightDownload = (): string | undefined => {
  try {
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
};

export interface BrowserUnderTest {
  context: BrowserContext;
  /** A new tab whose console errors and uncaught exceptions are collected. */
  newPage(): Promise<Page>;
  /** Console errors, uncaught exceptions and failed requests of a page, in order. */
  errorsOf(page: Page): string[];
  /** Closes the browser and deletes its profile. */
  close(): Promise<void>;
}

/** Headless Chromium with a fresh profile folder (one per test file), removed on close. */
export const openBrowser = async (): Promise<BrowserUnderTest> => {
  const executablePath = findChromium();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'academy-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, { executablePath, headless: true, args: ARGS });
  } catch (error) {
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
  const errors = new Map<Page, string[]>();
  const watch = (page: Page) => {
    if (errors.has(page)) return;
    const list: string[] = [];
    errors.set(page, list);
    page.on('console', (message) => {
      if (message.type() === 'error') list.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => list.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? 'failed';
      if (failure !== 'net::ERR_ABORTED')
        list.push(`request: ${request.method()} ${request.url()} ${failure}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    context,
    async newPage() {
      const page = await context.newPage();
      watch(page);
      return page;
    },
    errorsOf: (page) => errors.get(page) ?? [],
    async close() {
      await context.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    },
  };
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Saves `test-results/screenshots/<name>-<width>.png` (the viewport's width) and returns its path. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  const width =
    page.viewportSize()?.width ??
    (await page.evaluate(() => (globalThis as unknown as { innerWidth: number }).innerWidth));
  const dir = path.join(repoRoot, 'test-results/screenshots');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
};
