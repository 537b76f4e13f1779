import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { frontendDist, startServer, type RunningServer } from '@academy/app';
import { loadConfig } from '@academy/platform';

export interface AppUnderTest {
  /** `http://127.0.0.1:<port>` */
  url: string;
  server: RunningServer;
  /** Stops the server and deletes its data folder. */
  stop(): Promise<void>;
}

/**
 * The real app for browser tests: `startServer` on 127.0.0.1, a free port, PGlite on disk in a
 * fresh temporary DATA_DIR, serving the built frontend. `env` adds or overrides settings. It serves
 * a copy of frontend/dist, so a rebuild during the run cannot swap the files from under the page.
 */
export const startApp = async (env: Record<string, string> = {}): Promise<AppUnderTest> => {
  if (!existsSync(path.join(frontendDist, 'index.html'))) {
    throw new Error(
      `The frontend is not built (${frontendDist}): run \`node scripts/build.mjs\` (npm test builds it first).`,
    );
  }
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-app-'));
  try {
    const dist = path.join(root, 'frontend');
    await cp(frontendDist, dist, { recursive: true });
    const dataDir = path.join(root, 'data');
    const config = loadConfig({ LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    const server = await startServer({ config, frontendDist: dist });
    return {
      url: server.url,
      server,
      async stop() {
        await server.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
};
