import { DomainError, type RebuildState } from '@academy/domain';
import { replayProjection, type ReplayProgress } from '@academy/projections';
import { type AcademyCore } from '../../academy.js';

/**
 * The rebuilds started from the operations console, in the process that runs the projections: the
 * same `replayProjection` as `npm run replay` (a new generation beside the live one, reads served
 * from the live one meanwhile, the swap in one transaction at the end). One at a time per read
 * model; the latest state of each is kept in memory, so an admin who leaves the page and comes back
 * reads it again. Stopping the server interrupts a running rebuild at a batch boundary; the next
 * rebuild of that read model resumes it.
 */
export class Rebuilds {
  private readonly states = new Map<string, RebuildState>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly core: AcademyCore,
    private readonly options: { batchSize: number; unavailable: string | null },
  ) {}

  /** Why this process cannot start a rebuild (the projections run elsewhere), or null. */
  get unavailable(): string | null {
    return this.options.unavailable;
  }

  stateOf(name: string): RebuildState | null {
    return this.states.get(name) ?? null;
  }

  /** Starts a rebuild of one read model; refuses an unknown name, a second one, or where none can run. */
  start(name: string): RebuildState {
    const projection = this.core.projections.find((p) => p.name === name);
    if (!projection) {
      const known = this.core.projections.map((p) => p.name).join(', ');
      throw new DomainError('unknown-read-model', `There is no read model named "${name}". Known: ${known}`);
    }
    if (this.options.unavailable) throw new DomainError('rebuild-elsewhere', this.options.unavailable);
    if (this.running.has(name))
      throw new DomainError('rebuild-running', `A rebuild of ${name} is already running`);
    const state: RebuildState = {
      status: 'running',
      generation: null,
      done: 0,
      total: 0,
      eventsPerSecond: 0,
      etaSeconds: null,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      error: null,
    };
    this.states.set(name, state);
    const onProgress = (p: ReplayProgress) => {
      Object.assign(state, {
        generation: p.generation,
        done: p.done,
        total: p.total,
        eventsPerSecond: p.eventsPerSecond,
        etaSeconds: p.etaSeconds === null ? null : Math.round(p.etaSeconds),
      });
    };
    const { core } = this;
    const work = replayProjection(core.db, core.store, projection, {
      batchSize: this.options.batchSize,
      logger: core.logger,
      signal: this.stopping.signal,
      onProgress,
    }).then(
      (result) => {
        state.status = result.status;
        state.generation = result.generation;
        if (result.status === 'swapped') state.etaSeconds = 0;
        state.finishedAt = new Date().toISOString();
        core.logger.info('rebuild from the operations console ended', { ...result });
      },
      (error: unknown) => {
        state.status = 'failed';
        state.error = error instanceof Error ? error.message : String(error);
        state.finishedAt = new Date().toISOString();
        core.logger.error('rebuild from the operations console failed', {
          projection: name,
          error: state.error,
        });
      },
    );
    this.running.set(
      name,
      work.finally(() => this.running.delete(name)),
    );
    return { ...state };
  }

  /** Interrupts the running rebuilds at their next batch and waits for them (before the database closes). */
  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.running.values());
  }
}
