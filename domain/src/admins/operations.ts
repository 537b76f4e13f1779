import { z } from 'zod';

/**
 * A rebuild of one read model asked for from the operations console, as the process that runs the
 * projections reports it: `requested` until it starts it (again, after it stopped during one).
 */
export interface RebuildState {
  status: 'requested' | 'running' | 'swapped' | 'failed';
  /** The generation being built (the one live after the swap). */
  generation: number | null;
  done: number;
  total: number;
  eventsPerSecond: number;
  etaSeconds: number | null;
  startedAt: string;
  finishedAt: string | null;
  /** Why it failed (a sentence; nothing personal). */
  error: string | null;
}

/** One read model (a projection) in `GET /rest/admin/operations`. */
export interface ReadModelStatus {
  name: string;
  /** The generation queries read (behind the views); null before its first start. */
  generation: number | null;
  /** The code version the live generation was built with, and the one this build runs. */
  codeVersion: number | null;
  currentCodeVersion: number;
  /** The store position its live generation has applied, and how many events it has not yet. */
  position: number;
  lagEvents: number;
  /** When the live generation was created and when it went live (null when not recorded). */
  builtAt: string | null;
  liveSince: string | null;
  /** A new generation beside the live one (a rebuild running or interrupted), if any. */
  pendingGeneration: number | null;
  /** The latest rebuild asked for from the console. */
  rebuild: RebuildState | null;
}

/** `GET /rest/admin/operations`: the read models, the event store and what failed (nothing personal). */
export interface OperationsAnswer {
  readModels: ReadModelStatus[];
  eventStore: {
    /** Null on KurrentDB, where a count would read every event. */
    events: number | null;
    headPosition: number;
    /** Events appended in the last minute and hour (counted over at most the newest `sampled`). */
    lastMinute: number;
    lastHour: number;
    sampled: number;
  };
  failures: {
    parkedMessages: {
      count: number;
      latest: {
        readModel: string;
        partition: number;
        offset: number;
        reason: string;
        error: string;
        at: string | null;
      }[];
    };
    unreadablePaymentEvents: {
      count: number;
      latest: { time: string; provider: string; type: string; problem: string; appliedSince: boolean }[];
    };
    mails: {
      failed: number;
      waiting: number;
      latest: {
        /** Its Message-ID (for Retry now). */
        messageId: string;
        kind: string;
        status: string;
        attempts: number;
        error: string | null;
        createdAt: string;
        nextAttemptAt: string | null;
      }[];
    };
  };
}

/** `POST /rest/admin/operations/rebuilds`'s body: the read model (projection) to rebuild. */
export const startRebuildSchema = z.object({ readModel: z.string().trim().min(1).max(100) }).strict();
