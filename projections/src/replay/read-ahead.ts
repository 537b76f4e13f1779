import { rangePagesInOrder, type EventRange, type SqlExecutor } from '@academy/platform';
import { type BulkContext } from '../runner/projection.js';

const ignore = () => undefined;

/**
 * The items of `source`, each next one asked for as soon as the one before is handed out: its
 * reads (queued on the connection ahead of the writes the caller makes with the item in hand) run
 * in the database while Node works on the item, rather than each waiting for the other. One item
 * at most is asked for ahead; when the caller stops early it is awaited and dropped, and the source
 * is closed (its `finally` runs), so nothing is left reading on the connection.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let ahead: Promise<IteratorResult<T>> | undefined = iterator.next();
  try {
    for (;;) {
      const item: IteratorResult<T> = await ahead;
      ahead = undefined;
      if (item.done) return;
      ahead = iterator.next();
      ahead.catch(ignore); // awaited by the next turn (or below): never an unhandled rejection
      yield item.value;
    }
  } finally {
    if (ahead) {
      const pending = await ahead.then(
        (item) => item,
        () => undefined,
      );
      if (pending && !pending.done) await iterator.return?.(undefined);
    }
  }
}

/** Each item of `source` through `map`, in order. */
export async function* mapAsync<T, U>(
  source: AsyncIterable<T> | Iterable<T>,
  map: (item: T) => Promise<U>,
): AsyncGenerator<U> {
  for await (const item of source) yield await map(item);
}

/**
 * The range's events that pass `condition`, in `orderBy` order (see `rangePagesInOrder`), a page of
 * `size` at a time, opened and parsed as `apply` receives them: the next page is read and opened
 * while the caller folds and writes one.
 */
export const handledPagesInOrder = <E>(
  tx: SqlExecutor,
  range: EventRange,
  { condition, orderBy, size }: { condition: string; orderBy: string; size: number },
  context: BulkContext,
): AsyncGenerator<E[]> =>
  readAhead(
    mapAsync(
      rangePagesInOrder(tx, range, condition, orderBy, size),
      async (page) => (await context.handled(page)) as E[],
    ),
  );
