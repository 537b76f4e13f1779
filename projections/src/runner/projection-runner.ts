import {
  catchUp,
  Wakeup,
  type CatchUpSource,
  readGenerations,
  type EventStore,
  type GenerationState,
  type Logger,
  type SqlClient,
} from '@academy/platform';
import { applyBatch } from './apply-batch.js';
import { CheckpointAdvancer } from './checkpoint-advancer.js';
import { ensureActiveGeneration } from './generations.js';
import { type AnyProjection } from './projection.js';
import { sharingReads } from './shared-reads.js';

export interface RunnerOptions {
  batchSize: number;
  logger: Logger;
  /** Notified after every batch; query waiters in the same process listen to it. */
  advanced?: Wakeup;
}

/**
 * Keeps each projection's active generation up with the store: batches in delivery order,
 * the checkpoint in the same transaction as the rows, advanced over unhandled events too.
 * The loops share their reads (an append wakes them all at the same checkpoint) and move
 * together over batches none of their events concern (one statement for all of them).
 */
export class ProjectionRunner {
  readonly advanced: Wakeup;
  private readonly abort = new AbortController();
  private loops: Promise<void>[] = [];
  private caughtUp = new Map<string, boolean>();
  private caughtUpWaiters: (() => void)[] = [];
  private readonly source: CatchUpSource;
  private readonly advancer: CheckpointAdvancer;

  constructor(
    private readonly db: SqlClient,
    store: EventStore,
    private readonly projections: readonly AnyProjection[],
    private readonly options: RunnerOptions,
  ) {
    this.advanced = options.advanced ?? new Wakeup();
    this.source = sharingReads(store);
    this.advancer = new CheckpointAdvancer(db);
  }

  async start(): Promise<void> {
    for (const projection of this.projections) await ensureActiveGeneration(this.db, projection);
    this.loops = this.projections.map((p) => this.run(p));
  }

  /** Resolves once every projection has once read up to the head. */
  whenCaughtUp(): Promise<void> {
    if (this.allCaughtUp()) return Promise.resolve();
    return new Promise((resolve) => this.caughtUpWaiters.push(resolve));
  }

  /** Stops after the batch in hand: every projection rests at a checkpoint. */
  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.all(this.loops);
  }

  private allCaughtUp(): boolean {
    return this.projections.every((p) => this.caughtUp.get(p.name));
  }

  private markCaughtUp(name: string): void {
    if (this.caughtUp.get(name)) return;
    this.caughtUp.set(name, true);
    if (this.allCaughtUp()) for (const resolve of this.caughtUpWaiters.splice(0)) resolve();
  }

  private async activeState(projection: AnyProjection): Promise<GenerationState> {
    const active = (await readGenerations(this.db, projection.name)).find((g) => g.active);
    return active ?? ensureActiveGeneration(this.db, projection);
  }

  /** One projection's loop: the store's catch-up loop, restarted after a failure with a growing pause. */
  private async run(projection: AnyProjection): Promise<void> {
    const { logger, batchSize } = this.options;
    const signal = this.abort.signal;
    let state: GenerationState | undefined;
    let failures = 0;
    while (!signal.aborted) {
      try {
        await catchUp(
          this.source,
          {
            checkpoint: async () => (state ??= await this.activeState(projection)).checkpoint,
            handle: async (events, checkpoint) => {
              const at = state!;
              const applied = events.some((e) => projection.handles.includes(e.type))
                ? await applyBatch(
                    this.db,
                    projection,
                    at.generation,
                    at.checkpoint,
                    events,
                    checkpoint,
                    logger,
                    {
                      requireActive: true,
                    },
                  )
                : await this.advancer.advance(projection.name, at.generation, at.checkpoint, checkpoint);
              state = applied ? { ...at, checkpoint } : undefined; // moved elsewhere: read it again
              if (failures > 0)
                logger.warn('projection batch applied again; recovered', {
                  projection: projection.name,
                  failures,
                });
              failures = 0;
              this.advanced.notify();
            },
            caughtUp: () => this.markCaughtUp(projection.name),
          },
          { batchSize, signal },
        );
      } catch (error) {
        if (signal.aborted) break;
        // Database or index trouble: hold the checkpoint and try again, backing off.
        failures++;
        state = undefined;
        logger.error('projection batch failed; retrying', {
          projection: projection.name,
          error: error instanceof Error ? error.message : String(error),
        });
        await new Promise((r) => setTimeout(r, Math.min(5000, 100 * 2 ** Math.min(failures, 6))));
      }
    }
  }
}
