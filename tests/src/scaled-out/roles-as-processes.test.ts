import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { appProcess, type AppProcess } from '../chaos/app-process.js';
import { freePort } from '../support/free-port.js';
import { serverFor, type ServerUnderTest } from '../support/container-runtime.js';
import { KAFKA_NEEDS, kafkaFor } from '../support/kafka-server.js';
import { startKurrentDbContainer } from '../support/kurrentdb-server.js';
import { describeWhen } from '../support/needs.js';
import { meiliBinary, startMeilisearch, type MeiliServer } from '../support/meilisearch.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';
import { existsSync } from 'node:fs';
import { NGINX, startGateway } from './gateway.js';
import { operatorProcess } from './operator-process.js';
import { adminSession, askForRebuild, askUntil, onConsole } from './console-through-gateway.js';

// Six Node processes and nginx on a shared machine: minutes, not seconds.
jest.setTimeout(600_000);

const ready = Boolean(process.env.DATABASE_URL) && existsSync(NGINX) && meiliBinary() !== undefined;

// The engines: KurrentDB named by KURRENTDB_URL or a container (testcontainers); Kafka named by
// KAFKA_BROKERS, or `npm run broker` (mvn and java), or a container; else that suite is skipped.
const kurrentdb = await serverFor('KURRENTDB_URL', startKurrentDbContainer);
const kafka = await kafkaFor();
type Engines = Partial<Record<'kurrentdb', () => Promise<ServerUnderTest>>> & {
  kafka: () => Promise<ServerUnderTest>;
};
type Role = 'commands' | 'queries' | 'projections' | 'relay';

const rolesSuite = (met: boolean, needs: string, title: string, engines?: Engines) =>
  describeWhen(met, needs, title, () => {
    let root: string;
    let database: TestDatabase;
    let meili: MeiliServer;
    let gateway: { base: string; stop(): Promise<void> };
    let engineEnv: Record<string, string> = {};
    const servers: ServerUnderTest[] = [];
    const replicas: Record<Role, AppProcess[]> = {
      commands: [],
      queries: [],
      projections: [],
      relay: [],
    };
    let position = 0;
    const names: string[] = [];

    const call = async (
      method: string,
      route: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const res = await fetch(`${gateway.base}${route}`, {
        method,
        headers: {
          Origin: gateway.base,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return {
        status: res.status,
        stale: res.headers.get('X-Stale') === 'true',
        json: (await res.json().catch(() => null)) as Record<string, unknown> | null,
      };
    };
    const signUp = async (lastName: string) => {
      const res = await call('POST', '/rest/signup', {
        email: `${lastName.toLowerCase()}@example.org`,
        password: 'correct horse battery staple',
        firstName: 'Ada',
        lastName,
      });
      expect(res.status).toBe(201);
      position = Math.max(position, Number(res.json!.position));
      names.push(lastName);
    };
    // The wait for X-Min-Position is bounded: on a busy machine (a replica taking over) the answer
    // may come back marked X-Stale; it is asked again until it is fresh (for at most two minutes).
    const found = async (query: string) => {
      const ask = () =>
        call('GET', `/rest/registry/search?query=${query}&limit=100`, undefined, {
          'X-Min-Position': String(position),
        });
      let res = await ask();
      for (const until = Date.now() + 120_000; res.stale && Date.now() < until;) res = await ask();
      if (res.status !== 200)
        process.stderr.write(
          `${replicas.queries
            .flatMap((a) => a.logs.filter((l) => l.includes('"error"')))
            .slice(-5)
            .join('\n')}\n`,
        );
      expect({ status: res.status, stale: res.stale }).toEqual({ status: 200, stale: false });
      return (res.json!.hits as { lastName?: string }[]).map((h) => h.lastName);
    };

    const operator = (name: string, args: string[]) =>
      operatorProcess(name, args, {
        DATABASE_URL: database.url,
        MEILI_URL: meili.url,
        MEILI_MASTER_KEY: meili.key,
        ...engineEnv,
        DATA_DIR: path.join(root, `operator-${name}`),
        KEK_DIR: path.join(root, 'keys'), // the one folder every process of the deployment shares
      });

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'academy-roles-'));
      database = await createTestDatabase();
      const started = await startMeilisearch();
      if (!started) throw new Error('Meilisearch did not start');
      meili = started;
      if (engines) {
        const broker = await engines.kafka();
        servers.push(broker);
        engineEnv = { KAFKA_BROKERS: broker.address };
        if (engines.kurrentdb) {
          const store = await engines.kurrentdb();
          servers.push(store);
          engineEnv.KURRENTDB_URL = store.address;
        }
      }
      const gatewayPort = await freePort();
      const site = `http://127.0.0.1:${gatewayPort}`;
      const start = async (role: keyof typeof replicas, i: number) => {
        const app = await appProcess({
          dataDir: path.join(root, `${role}-${i}`),
          databaseUrl: database.url,
          env: {
            APP_ROLE: role,
            // One folder of key-encryption keys for every process of the deployment.
            KEK_DIR: path.join(root, 'keys'),
            TRUST_PROXY: '1',
            PUBLIC_URL: site,
            MEILI_URL: meili.url,
            MEILI_MASTER_KEY: meili.key,
            ...engineEnv,
          },
        });
        replicas[role].push(app);
        return app;
      };
      // The projections first (they create the read models), then the relay to Kafka (with the
      // engines), then the rest, one by one (a small machine).
      const roles: Role[] = engines
        ? ['projections', 'relay', 'commands', 'queries']
        : ['projections', 'commands', 'queries'];
      for (const role of roles)
        for (let i = 0; i < (role === 'relay' ? 1 : 2); i++)
          await (await start(role, i)).start().catch(async (error: unknown) => {
            throw new Error(
              `${role} ${i}: ${String(error)}\n${replicas[role].at(-1)!.logs.slice(-20).join('\n')}`,
            );
          });
      gateway = await startGateway(root, gatewayPort, {
        commands: replicas.commands.map((a) => new URL(a.base).host),
        queries: replicas.queries.map((a) => new URL(a.base).host),
      });
    }, 600_000);

    afterAll(async () => {
      for (const app of Object.values(replicas).flat()) app.dispose();
      await gateway?.stop();
      await database?.drop();
      await meili?.stop();
      for (const server of servers) await server.stop();
      await rm(root, { recursive: true, force: true });
    });

    it('when members sign up through the gateway (both command replicas), then both query replicas find them at once with X-Min-Position', async () => {
      for (let i = 0; i < 4; i++) await signUp(`Roles${i}x${process.pid}`);
      for (let i = 0; i < 4; i++)
        expect(
          (await found(`Roles${i}x${process.pid}`)).filter((n) => n === `Roles${i}x${process.pid}`),
        ).toHaveLength(1);
    });

    it('when a projections replica is SIGKILLed while members sign up, then the other takes over and nothing is lost or doubled', async () => {
      const signing = (async () => {
        for (let i = 0; i < 12; i++) await signUp(`Killed${i}x${process.pid}`);
      })();
      await replicas.projections[0]!.kill();
      await signing;
      const killed = Array.from({ length: 12 }, (_, i) => `Killed${i}x${process.pid}`);
      expect((await found('Killed')).filter((n) => n?.startsWith('Killed')).sort()).toEqual(killed.sort());
    });

    it('when the Registry read model is replayed while the site serves, then every read answers and finds every member', async () => {
      const { exited, stderr } = operator('replay', ['profiles']);
      let reads = 0;
      let done = false;
      void exited.then(() => (done = true));
      while (!done || reads === 0) {
        expect((await found('Killed')).filter((n) => n?.startsWith('Killed'))).toHaveLength(12);
        reads++;
      }
      expect({ code: await exited, stderr: stderr().slice(-500) }).toEqual({
        code: 0,
        stderr: expect.any(String),
      });
      expect((await found('Roles')).filter((n) => n?.startsWith('Roles'))).toHaveLength(4);
    });

    it('when an admin asks the console for a rebuild (on a command replica), then a projections replica runs it and the query replicas show it swapped', async () => {
      const cookie = await adminSession(gateway.base, `console${process.pid}@example.org`, (email) =>
        operator('admin', ['grant', email]),
      );
      const journal = () => onConsole(gateway.base, cookie, 'journal');
      // The grant reaches the read models the session's role is read from.
      const before = await askUntil(journal, (m) => m !== undefined, 60_000);
      expect(await askForRebuild(gateway.base, cookie, 'journal')).toMatchObject({
        status: 202,
        body: { status: 'requested' },
      });
      const after = await askUntil(journal, (m) => m?.rebuild?.status === 'swapped', 120_000);
      expect(after).toMatchObject({ rebuild: { status: 'swapped' }, generation: before!.generation! + 1 });
    });
  });

rolesSuite(
  ready,
  `DATABASE_URL, ${NGINX} and the Meilisearch binary`,
  'the roles as separate processes on PostgreSQL behind the gateway, searching with Meilisearch',
);
rolesSuite(
  ready && kafka !== undefined,
  `${KAFKA_NEEDS}, DATABASE_URL, ${NGINX} and the Meilisearch binary`,
  'the roles as separate processes on PostgreSQL, the relay and Kafka behind the gateway, searching with Meilisearch',
  kafka && { kafka },
);
rolesSuite(
  ready && kurrentdb !== undefined && kafka !== undefined,
  `KURRENTDB_URL and KAFKA_BROKERS (or a container runtime for testcontainers), DATABASE_URL, ${NGINX} and the Meilisearch binary`,
  'the roles as separate processes on KurrentDB, the relay and Kafka behind the gateway, searching with Meilisearch',
  kurrentdb && kafka ? { kurrentdb, kafka } : undefined,
);
