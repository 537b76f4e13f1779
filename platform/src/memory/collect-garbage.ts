import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/**
 * A full garbage collection, now. For after a bulk load that left a large heap of garbage behind
 * (the search's first load of 100,000 rows: about 150 MB): V8 would collect it only when it next
 * needs room, and the process would stay that much bigger until then.
 */
export const collectGarbage = (): void => {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  // Compacting moves what survives onto few pages, so the pages the garbage filled go back to the system.
  setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
};
