import { existsSync } from 'node:fs';
import { describe } from '@jest/globals';

/**
 * A suite that needs a server this machine may lack runs only when `variable` is set; otherwise
 * jest reports it skipped, and its title names the variable that enables it.
 */
export const describeWhenSet = (variable: string, title: string, fn: () => void): void => {
  const run = process.env[variable] ? describe : describe.skip;
  run(`${title} (needs ${variable})`, fn);
};

/** A suite that runs only where `met` holds; otherwise skipped, its title naming what it `needs`. */
export const describeWhen = (met: boolean, needs: string, title: string, fn: () => void): void => {
  const run = met ? describe : describe.skip;
  run(`${title} (needs ${needs})`, fn);
};

/** A suite that needs a program this machine may lack runs only when `file` exists; its title names it. */
export const describeWhenFound = (file: string, title: string, fn: () => void): void =>
  describeWhen(existsSync(file), file, title, fn);
