import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, frontendDist } from '@academy/app';
import { loadConfig } from '@academy/platform';
import { chromium } from 'playwright-core';
const root = await mkdtemp(path.join(os.tmpdir(), 'scratch-'));
const config = loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: root, PORT: '0', HOST: '127.0.0.1' });
const server = await startServer({ config, frontendDist });
const url = server.url;
const ctx = await chromium.launchPersistentContext(await mkdtemp(path.join(os.tmpdir(), 'chr-')), { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--headless'] });
const page = await ctx.newPage();
const errs = [];
page.on('console', m => { if (m.type() === 'error' || m.type()==='warning') errs.push(`${m.type()}: ${m.text()}`); });
page.on('pageerror', e => errs.push('uncaught ' + e.message));
page.on('requestfailed', r => errs.push('reqfail ' + r.url() + ' ' + r.failure()?.errorText));
page.on('response', r => { if (r.status() >= 400) errs.push(`resp ${r.status()} ${r.url()}`); });
const routes = process.argv.slice(2);
for (const r of routes) {
  errs.length = 0;
  const t = Date.now();
  await page.goto(url + r);
  await page.waitForLoadState('networkidle');
  const h1 = await page.locator('h1').allTextContents();
  console.log(r, '->', new URL(page.url()).pathname + new URL(page.url()).search, JSON.stringify(h1), await page.title(), Date.now() - t, 'ms', errs);
}
await ctx.close(); await server.stop();
