import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  createHttpApp,
  openCore,
  readProjectionLag,
  startBackgroundWork,
  type AcademyCore,
  type AcademyOptions,
  type BackgroundWork,
} from '@academy/app';
import {
  loadConfig,
  openKafkaJsBroker,
  openPglite,
  silentLogger,
  type KafkaJsBroker,
  type StoredEvent,
} from '@academy/platform';

/**
 * The academy's scaled-out delivery on a real broker, in one process: a core on an in-memory
 * PGlite, the relay role and the projections role (workers and the token-shipping reactor) started
 * by the app's own `startBackgroundWork`, on a topic of this suite's own. As in the app, the
 * consumer groups' health is the core's (`/readyz` reads it).
 */
export interface KafkaAcademy {
  core: AcademyCore;
  broker: KafkaJsBroker;
  topic: string;
  /** Appends recorded events (a scenario) through the sealing store, each at its version. */
  append(events: readonly StoredEvent[]): Promise<void>;
  /**
   * Serves the commands, the queries and `/readyz` of this core over HTTP on 127.0.0.1 (a free
   * port), as one process running every role; answers its address. Stopped by `close`.
   */
  serve(): Promise<string>;
  /** Starts the relay and the projections roles: at once, unless `rolesLater` asked to wait for this. */
  startRoles(): Promise<void>;
  /** Resolves when every projection has applied every event of the store (lag zero). */
  caughtUp(ms?: number): Promise<void>;
  close(): Promise<void>;
}

export const startKafkaAcademy = async (
  address: string,
  options: Pick<AcademyOptions, 'passwords' | 'projections'> & {
    dataDir?: string;
    /** Leave the roles to `startRoles` (a store filled and caught up in process first, then moved onto Kafka). */
    rolesLater?: boolean;
  } = {},
): Promise<KafkaAcademy> => {
  const topic = `academy.events.test-${randomUUID().slice(0, 8)}`;
  const { dataDir = '/nonexistent', rolesLater = false, ...opening } = options;
  const config = loadConfig({ APP_ROLE: 'projections', KAFKA_BROKERS: address, DATA_DIR: dataDir });
  const core = await openCore({ config, db: await openPglite(), logger: silentLogger, ...opening });
  const broker = await openKafkaJsBroker([address], silentLogger, topic, core.delivery);
  await broker.ensureTopic(config.KAFKA_PARTITIONS);
  const running: BackgroundWork[] = [];
  const startRoles = async () => {
    if (running.length > 0) return;
    const relayCore = { ...core, config: { ...config, APP_ROLE: 'relay' as const } };
    running.push((await startBackgroundWork(relayCore, broker))!);
    running.push((await startBackgroundWork(core, broker))!);
  };
  if (!rolesLater) await startRoles();
  const servers: http.Server[] = [];
  return {
    core,
    broker,
    topic,
    startRoles,
    serve: async () => {
      const all = { ...core, config: { ...config, APP_ROLE: 'all' as const } };
      const server = http.createServer(createHttpApp(all, { lifecycle: () => 'ready' }));
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    append: async (events) => {
      for (const e of events)
        await core.store.append(
          e.streamId,
          [{ eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata }],
          { expectedVersion: e.version - 1 },
        );
    },
    caughtUp: async (ms = 120_000) => {
      const deadline = Date.now() + ms;
      while (!(await readProjectionLag(core)).every((l) => l.events === 0)) {
        if (Date.now() > deadline) throw new Error('the workers did not catch up');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      for (const work of running.reverse()) await work.stop();
      await core.close();
    },
  };
};
