type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task: the browser may paint and take input before what follows runs, in a new
 * task. `scheduler.yield()` resumes ahead of other queued work where the browser has it; a timer
 * otherwise.
 */
export const yieldToBrowser = (): Promise<void> => {
  const { scheduler } = globalThis as WithScheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
