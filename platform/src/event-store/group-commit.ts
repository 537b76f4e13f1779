import { type SqlClient } from '../sql/sql-client.js';
import { checkAppendMany, type AppendManyResult, type StreamAppend } from './port.js';
import { appendEvents } from './sql-append.js';
import { appendCommands, appendManyAlone, resultOf } from './sql-append-many.js';

/** One command's append: one stream (`append`) or several (`appendMany`), written whole or not at all. */
interface Pending {
  streams: readonly StreamAppend[];
  resolve(result: AppendManyResult): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /** Group statements running at once: 2 on a server (one executes while the other commits; 3 or 4 were slower with 16 writers), 1 on PGlite. */
  maxInFlight: number;
  /** The most events one group statement carries. */
  maxEvents: number;
}

/**
 * Group commit: appends that arrive while a statement is running wait for it, then go together in
 * the next one (sql-append-many.ts: one statement, each command all or nothing). Under load a
 * commit carries many appends (the store exceeds one-row-per-transaction rates); alone, an append
 * goes at once. A group holds each stream once (a second append to the same stream waits for the
 * next group, so its check sees the first). When the group statement fails as a whole (a unique
 * violation: another process appended, or a retried command's event ids), or a command's check
 * refused it, that command runs on its own (`appendEvents`, or `appendManyAlone` for several
 * streams), which tells a retry (the first answer) from a conflict (ConcurrencyError): one failing
 * append never fails the others.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private inFlight = 0;
  /** Appends in the groups running. */
  private appendsInFlight = 0;
  /** Streams of the groups running: an append to one of them waits, so that its check sees the first. */
  private readonly busy = new Set<string>();

  constructor(
    private readonly db: SqlClient,
    private readonly options: GroupCommitOptions,
  ) {}

  append(streams: readonly StreamAppend[]): Promise<AppendManyResult> {
    try {
      checkAppendMany(streams);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return new Promise<AppendManyResult>((resolve, reject) => {
      this.queue.push({ streams, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    // Each statement takes an even share of the appends waiting or running. Beside one already
    // running, the next starts once its share has gathered (or when that one ends): under load the
    // groups stay even and overlap (one executes while the other commits), instead of one large
    // group and a lone append.
    const running = this.inFlight > 0;
    const share = Math.ceil((this.queue.length + this.appendsInFlight) / this.options.maxInFlight);
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      if (running && this.queue.length < share) return;
      const group = this.take(share);
      if (group.length === 0) return;
      this.inFlight++;
      this.appendsInFlight += group.length;
      const streams = group.flatMap((pending) => pending.streams.map((s) => s.streamId));
      for (const streamId of streams) this.busy.add(streamId);
      void this.flush(group).finally(() => {
        for (const streamId of streams) this.busy.delete(streamId);
        this.inFlight--;
        this.appendsInFlight -= group.length;
        this.pump();
      });
    }
  }

  /** The next group: queued appends in order, each stream once and none running, up to `most` appends and `maxEvents` events. */
  private take(most: number): Pending[] {
    const group: Pending[] = [];
    const rest: Pending[] = [];
    const streams = new Set<string>(this.busy);
    let events = 0;
    for (const pending of this.queue) {
      const size = pending.streams.reduce((n, s) => n + s.events.length, 0);
      const fits = group.length === 0 || (group.length < most && events + size <= this.options.maxEvents);
      if (fits && !pending.streams.some((s) => streams.has(s.streamId))) {
        group.push(pending);
        for (const s of pending.streams) streams.add(s.streamId);
        events += size;
      } else rest.push(pending);
    }
    this.queue = rest;
    return group;
  }

  private async flush(group: Pending[]): Promise<void> {
    if (group.length === 1) return this.alone(group[0]!);
    let written: Awaited<ReturnType<typeof appendCommands>>;
    try {
      written = await appendCommands(
        this.db,
        group.map((pending) => pending.streams),
      );
    } catch {
      // The statement wrote nothing: each append on its own says what happened to it.
      await Promise.all(group.map((pending) => this.alone(pending)));
      return;
    }
    await Promise.all(
      group.map((pending) => {
        const result = resultOf(pending.streams, written);
        return result ? pending.resolve(result) : this.alone(pending);
      }),
    );
  }

  private async alone(pending: Pending): Promise<void> {
    try {
      const [only] = pending.streams;
      if (pending.streams.length === 1 && only) {
        const result = await appendEvents(this.db, only.streamId, only.events, only.expectedVersion);
        pending.resolve({ streams: [{ streamId: only.streamId, ...result }], position: result.position });
      } else pending.resolve(await appendManyAlone(this.db, pending.streams));
    } catch (error) {
      pending.reject(error);
    }
  }
}
