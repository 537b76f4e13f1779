// One Lighthouse run of a page in a Chromium of our own (a fresh profile; Lighthouse clears the
// cache and storage before each run), and the figures the bench prints from its report.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { findChromium } from '../support/browser.js';
import { freePort } from '../support/free-port.js';

export type Preset = 'mobile' | 'desktop';

/** What one run measured: the four category scores (0–100), the vitals, the first visit's bytes. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint and total blocking time in ms (simulated throttling), CLS unitless. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes on the wire (compressed) and after decoding, summed over every request of the visit. */
  transferBytes: number;
  resourceBytes: number;
  /** Audits that failed in the non-performance categories, by id, to say what keeps a score below 100. */
  failed: string[];
  /** The elements that moved (CSS selector and shift score), to say where a CLS above 0 comes from. */
  shifted: string[];
}

interface Audit {
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: {
    items?: { transferSize?: number; resourceSize?: number; score?: number; node?: { selector?: string } }[];
  };
}
interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}
interface Lhr {
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

/** A headless Chromium with a DevTools port, for Lighthouse to drive. */
export class LighthouseBrowser {
  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
    readonly port: number,
  ) {}

  static async open(): Promise<LighthouseBrowser> {
    const port = await freePort();
    const profile = mkdtempSync(path.join(os.tmpdir(), 'academy-lighthouse-'));
    const child = spawn(
      findChromium(),
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--user-data-dir=${profile}`,
        `--remote-debugging-port=${port}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Chromium: no DevTools port within 30 s')), 30_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('DevTools listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with ${code}`));
      });
    });
    return new LighthouseBrowser(child, profile, port);
  }

  /** One run; a run Lighthouse itself fails (a trace lost on a busy machine) is tried twice more. */
  async run(url: string, preset: Preset, attempt = 1): Promise<LighthouseFigures> {
    try {
      return await this.runOnce(url, preset);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`  · lighthouse: ${(error as Error).message}; again\n`);
      return this.run(url, preset, attempt + 1);
    }
  }

  private async runOnce(url: string, preset: Preset): Promise<LighthouseFigures> {
    const result = await lighthouse(
      url,
      { port: this.port, output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return figuresOf(result.lhr as unknown as Lhr, url);
  }

  async close(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill();
      await exited;
    }
    // Chromium's helpers may still write into the profile for a moment after it exits: retry.
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

const score = (lhr: Lhr, id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

const figuresOf = (lhr: Lhr, url: string): LighthouseFigures => {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit?.score !== null && audit?.score !== undefined && audit.score < 1)
      .map(({ id }) => id),
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    resourceBytes: requests.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    failed,
    shifted: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.node?.selector ?? 'an element'} (${(item.score ?? 0).toFixed(3)})`,
    ),
  };
};
