import { describe, expect, it } from '@jest/globals';
import { Wakeup, type SqlExecutor, type SqlResult } from '@academy/platform';
import { ReadPositions } from './read-positions.js';

/** A database whose `projection_checkpoints` says what `rows` holds now, counting the reads. */
const fakeDb = () => {
  const state = { reads: 0, changed: 1, release: undefined as (() => void) | undefined, hold: false };
  const db: SqlExecutor = {
    async query<R>(): Promise<SqlResult<R>> {
      state.reads++;
      const changed = state.changed;
      if (state.hold) await new Promise<void>((r) => (state.release = r));
      const rows = [{ name: 'profiles', generation: 1, changed_tx_id: 7, changed_position: changed }];
      return { rows: rows as R[], rowCount: 1 };
    },
    exec: async () => undefined,
  };
  return { db, state };
};

describe('ReadPositions', () => {
  it('when the runner has not signalled since the last read, then no statement is sent', async () => {
    const { db, state } = fakeDb();
    const positions = new ReadPositions(db, { advanced: new Wakeup() });
    const first = await positions.token(['profiles']);
    expect(await positions.token(['profiles'])).toBe(first);
    expect(state.reads).toBe(1);
  });

  it('when the runner signals a batch, then the next token reads the new position', async () => {
    const { db, state } = fakeDb();
    const advanced = new Wakeup();
    const positions = new ReadPositions(db, { advanced });
    const before = await positions.token(['profiles']);
    state.changed = 2;
    advanced.notify();
    const after = await positions.token(['profiles']);
    expect(after).not.toBe(before);
    expect(after).toContain('1.7.2');
  });

  it('when fresh positions are asked for (X-Min-Position), then they are read even with nothing signalled', async () => {
    const { db, state } = fakeDb();
    const positions = new ReadPositions(db, { advanced: new Wakeup() });
    await positions.token(['profiles']);
    state.changed = 3;
    expect(await positions.token(['profiles'], true)).toContain('1.7.3');
    expect(state.reads).toBe(2);
  });

  it('when a read model has no active generation, then its token says so', async () => {
    const { db } = fakeDb();
    expect(await new ReadPositions(db).token(['journal'])).toBe('journal@-');
  });

  it('without a signal, when requests wait together, then they share one read sent after they came', async () => {
    const { db, state } = fakeDb();
    const positions = new ReadPositions(db);
    state.hold = true;
    const first = positions.token(['profiles']);
    await new Promise((r) => setImmediate(r));
    // These come while the first read is out: they wait for the next one, and share it.
    state.changed = 4;
    const later = [positions.token(['profiles']), positions.token(['profiles'])];
    state.hold = false;
    state.release!();
    expect(await first).toContain('1.7.1');
    expect(await Promise.all(later)).toEqual(['profiles@1.7.4', 'profiles@1.7.4']);
    expect(state.reads).toBe(2);
  });
});
