import { Wakeup } from '@academy/platform';
import { replayProjection, type ReplayProgress } from '@academy/projections';
import { type AcademyCore } from '../../academy.js';
import { claimRebuild, endRebuild, reportRebuild } from './rebuild-requests.js';

/** How often the runner looks for a rebuild asked for. */
const POLL_MS = 1_000;
/** Progress is written at most this often (and a heartbeat at least this often: see ABANDONED_AFTER_MS). */
const REPORT_MS = 500;
const HEARTBEAT_MS = 10_000;

/**
 * Runs the rebuilds asked for from the operations console, in the process that runs the projections
 * (APP_ROLE all or projections), one at a time: the same `replayProjection` as `npm run replay` (a
 * new generation beside the live one, reads served from the live one meanwhile, the swap in one
 * transaction at the end). Its progress goes to `rebuild_requests`, where every process's console
 * reads it. Stopped, it interrupts the rebuild at a batch boundary and asks for it again, so the
 * next start resumes it.
 */
export class RebuildRunner {
  private readonly stopping = new AbortController();
  private readonly wakeup = new Wakeup();
  private loop: Promise<void> | undefined;

  constructor(
    private readonly core: AcademyCore,
    private readonly batchSize: number,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Interrupts the running rebuild at its next batch and waits for it (before the database closes). */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.wakeup.notify();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { core } = this;
    const known = core.projections.map((p) => p.name);
    while (!this.stopping.signal.aborted) {
      try {
        const name = await claimRebuild(core.db, known, core.clock());
        if (name) await this.rebuild(name);
        else await this.wakeup.wait(POLL_MS, this.stopping.signal);
      } catch (error) {
        core.logger.error('the rebuild runner could not read its requests', {
          error: error instanceof Error ? error.message : String(error),
        });
        await this.wakeup.wait(POLL_MS * 5, this.stopping.signal);
      }
    }
  }

  private async rebuild(name: string): Promise<void> {
    const { core } = this;
    const projection = core.projections.find((p) => p.name === name)!;
    core.logger.info('rebuild from the operations console started', { projection: name });
    let latest: ReplayProgress | undefined;
    let written = 0;
    let writing: Promise<void> = Promise.resolve();
    const report = () => {
      if (!latest) return;
      const { generation, done, total, eventsPerSecond, etaSeconds } = latest;
      const eta = etaSeconds === null ? null : Math.round(etaSeconds);
      written = Date.now();
      writing = writing
        .then(() =>
          reportRebuild(
            core.db,
            name,
            { generation, done, total, eventsPerSecond, etaSeconds: eta },
            core.clock(),
          ),
        )
        .catch(() => undefined);
    };
    const heartbeat = setInterval(report, HEARTBEAT_MS);
    try {
      const result = await replayProjection(core.db, core.store, projection, {
        batchSize: this.batchSize,
        logger: core.logger,
        signal: this.stopping.signal,
        onProgress: (progress) => {
          latest = progress;
          if (Date.now() - written >= REPORT_MS) report();
        },
      });
      clearInterval(heartbeat);
      report();
      await writing;
      const status = result.status === 'swapped' ? 'swapped' : 'requested';
      await endRebuild(core.db, name, { status, generation: result.generation, error: null }, core.clock());
      core.logger.info('rebuild from the operations console ended', { ...result });
    } catch (error) {
      clearInterval(heartbeat);
      await writing;
      const message = error instanceof Error ? error.message : String(error);
      core.logger.error('rebuild from the operations console failed', { projection: name, error: message });
      await endRebuild(core.db, name, { status: 'failed', generation: null, error: message }, core.clock());
    }
  }
}
