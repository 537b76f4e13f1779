// Before the browser suites: a Chromium from CHROME_PATH, the system, or Playwright's own download;
// when there is none, try `playwright install chromium` (where the network allows), then fail with
// one line saying how to get a browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NO_CHROMIUM =
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

const downloaded = async () => {
  try {
    const { chromium } = await import('playwright-core');
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
};

const find = async () => {
  if (process.env.CHROME_PATH)
    return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  return SYSTEM_PATHS.find((p) => existsSync(p)) ?? (await downloaded());
};

/** The Chromium the browser suites will use; exits 1 with one line when none can be had. */
export const ensureChromium = async () => {
  const found = await find();
  if (found) return found;
  if (!process.env.CHROME_PATH) {
    process.stderr.write('No Chromium here: trying `playwright install chromium`…\n');
    spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/playwright-core/cli.js'), 'install', 'chromium'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    const installed = await downloaded();
    if (installed) return installed;
  }
  process.stderr.write(`${NO_CHROMIUM}\n`);
  process.exit(1);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(`${await ensureChromium()}\n`);
