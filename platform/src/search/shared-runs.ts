/**
 * Calls of the function returned share runs of `run`: a call made while a run is under way waits
 * for the next run, which starts after that one ends, so its answer reflects everything done
 * before the call (a write it must see); every call made meanwhile shares that next run. Sixteen
 * searches at once ask the database or Meilisearch what changed twice, not sixteen times.
 */
export const sharedRuns = <A extends unknown[], T>(run: (...args: A) => Promise<T>) => {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const call = (...args: A): Promise<T> => {
    if (!running) {
      const started = run(...args).finally(() => {
        if (running === started) running = undefined;
      });
      running = started;
      return started;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return call(...args);
      });
    return next;
  };
  return call;
};
