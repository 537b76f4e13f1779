import { randomUUID } from 'node:crypto';
import { callOperator, readLock } from '@academy/platform';
import { sleep } from './app-process.js';
import { jsonBody } from './request-body.js';
import { type Answered, type Send } from './answered.js';

export interface AdminOptions {
  /** Makes the member of this email an admin; false when it could not (the app down): tried again. */
  grant: (email: string) => Promise<boolean>;
}

/** What the admin client uses of the load: its sending (with retries), sign-up and notes. */
export interface LoadClient {
  send: Send;
  signUp: (worker: string) => Promise<{ email: string; cookie: string | undefined } | undefined>;
  answered: Answered;
  running: () => boolean;
}

/** `npm run admin -- grant <email>` as the operator does it: through the running app's operator socket. */
export const grantThroughOperator =
  (dataDir: string) =>
  async (email: string): Promise<boolean> => {
    const holder = await readLock(dataDir);
    if (!holder) return false;
    return callOperator(holder.socket, {
      command: 'admin',
      args: { action: 'grant', email, operator: 'operator:chaos' },
    }).then(
      () => true,
      () => false,
    );
  };

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/**
 * One admin removes submitted publications (a unique note each) and restores those it removed
 * (a unique X-Correlation-Id each), a command every 500 ms. A publication whose command was not
 * answered 2xx (never answered within the retries, or refused) is left alone from then on: its
 * state is not known to this client.
 */
export const adminLoop = async (load: LoadClient, { grant }: AdminOptions): Promise<void> => {
  const { send, answered } = load;
  let cookie: string | undefined;
  const removed = new Set<number>();
  const unsure = new Set<number>();
  const command = async (pubNum: number, restore: boolean) => {
    const route = `/rest/admin/journal/publications/${pubNum}/removal`;
    const note = `Chaos removal ${randomUUID()}`;
    const correlationId = `chaos-restore-${randomUUID()}`;
    const res = restore
      ? await send(route, undefined, {
          method: 'DELETE',
          cookie,
          headers: { 'x-correlation-id': correlationId },
        })
      : await send(route, jsonBody({ note }), { cookie });
    if (res) answered.attempted++;
    removed.delete(pubNum);
    if (!res?.ok) unsure.add(pubNum);
    else if (restore) answered.restores.push({ pubNum, correlationId });
    else {
      answered.removals.push({ pubNum, note });
      removed.add(pubNum);
    }
  };
  while (load.running()) {
    if (!cookie) {
      const admin = await load.signUp('admin');
      while (admin?.cookie && load.running() && !(await grant(admin.email))) await sleep(200);
      cookie = admin?.cookie;
    } else {
      const shown = answered.submissions
        .map((s) => s.pubNum)
        .filter((n) => !removed.has(n) && !unsure.has(n));
      const restore = removed.size > 0 && (shown.length === 0 || Math.random() < 0.5);
      const pubNum = restore ? pick([...removed]) : pick(shown);
      if (pubNum !== undefined) await command(pubNum, restore);
    }
    await sleep(500);
  }
};
