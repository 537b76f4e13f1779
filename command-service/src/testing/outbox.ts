import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from '@academy/platform';
import { type SpecWorld } from './http-spec.js';

/** The mail files in DATA_DIR/outbox (where mail goes without SMTP_URL), oldest first; one being written is not one. */
export const outboxFiles = async (world: SpecWorld): Promise<string[]> =>
  (await readdir(outboxDir(world.dataDir)).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();

/** The mail leaves after the answer: waits for the outbox to hold more than `before` files, and reads the newest. */
export const nextMail = async (world: SpecWorld, before: number): Promise<string> => {
  for (let i = 0; i < 100; i++) {
    const files = await outboxFiles(world);
    if (files.length > before) return readFile(path.join(outboxDir(world.dataDir), files.at(-1)!), 'utf8');
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no mail arrived in the outbox');
};

export const tokenIn = (mail: string): string => /sign-in\/reset\/confirm\?token=([\w-]+)/.exec(mail)![1]!;
