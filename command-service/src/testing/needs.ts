import { describe } from '@jest/globals';

/**
 * A suite that needs a server this machine may lack runs only when `variable` is set; otherwise
 * jest reports it skipped, and its title names the variable that enables it.
 */
export const describeWhenSet = (variable: string, title: string, fn: () => void): void => {
  const run = process.env[variable] ? describe : describe.skip;
  run(`${title} (needs ${variable})`, fn);
};
