import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { containerRuntimeAnswers, type ServerUnderTest } from './container-runtime.js';
import { freePort } from './free-port.js';

/** The same image and version as docker-compose.yml (Kafka in KRaft mode, no ZooKeeper). */
export const KAFKA_IMAGE = 'apache/kafka:3.9.1';

/** What a Kafka suite needs, as its skipped title names it. */
export const KAFKA_NEEDS = 'KAFKA_BROKERS, or mvn and java for `npm run broker`, or a container runtime';

const brokerScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/broker.mjs',
);

/** A broker this test started: `kill` SIGKILLs its JVM (a crash), `stop` ends it cleanly. */
export interface LocalKafka extends ServerUnderTest {
  port: number;
  kill(): Promise<void>;
}

/**
 * `npm run broker`'s script on a port of its own (free by default) with its log in `dataDir`
 * (a temporary folder removed at stop by default): resolves once it prints KAFKA_BROKERS. It
 * stops when this process's end closes its stdin, so a broker never outlives its suite.
 */
export const startLocalKafka = async (
  options: { port?: number; dataDir?: string } = {},
): Promise<LocalKafka> => {
  const port = options.port ?? (await freePort());
  const args = [brokerScript, '--port', String(port), '--stop-with-stdin'];
  if (options.dataDir) args.push('--data', options.dataDir);
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  let javaPid = 0;
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    javaPid ||= Number(/java pid (\d+)/.exec(stderr)?.[1] ?? 0);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the broker did not start in 180 s:\n${stderr}`)),
      180_000,
    );
    child.stdout.on('data', (d: Buffer) => {
      if (!d.toString().includes('KAFKA_BROKERS=')) return;
      clearTimeout(timer);
      resolve();
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the broker ended:\n${stderr}`));
    });
  });
  return {
    address: `127.0.0.1:${port}`,
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (javaPid) process.kill(javaPid, 'SIGKILL');
      await exited;
    },
  };
};

const answers = (command: string, args: string[]): Promise<boolean> =>
  new Promise((resolve) => execFile(command, args, { timeout: 30_000 }, (error) => resolve(!error)));

/**
 * The broker a suite uses: KAFKA_BROKERS when set; else one `npm run broker` starts when `mvn` and
 * `java` answer; else a container when a runtime answers; else undefined (the suite is reported
 * skipped, naming KAFKA_NEEDS).
 */
export const kafkaFor = async (): Promise<(() => Promise<ServerUnderTest>) | undefined> => {
  const named = process.env.KAFKA_BROKERS;
  if (named) return () => Promise.resolve({ address: named, stop: () => Promise.resolve() });
  const [java, mvn] = await Promise.all([answers('java', ['-version']), answers('mvn', ['-v'])]);
  if (java && mvn) return () => startLocalKafka();
  if (await containerRuntimeAnswers()) return startKafkaContainer;
  return undefined;
};

/** Whether a suite may SIGKILL and restart the broker: only one it started itself (not KAFKA_BROKERS). */
export const canCrashKafka = async (): Promise<boolean> =>
  !process.env.KAFKA_BROKERS && (await answers('java', ['-version'])) && (await answers('mvn', ['-v']));

/** A folder for a broker's log that outlives a restart; removed by `remove`. */
export const kafkaDataDir = (): { dir: string; remove(): void } => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-kafka-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/**
 * One Kafka node (broker and controller) in a container, for when no KAFKA_BROKERS is given. It
 * advertises the host port it is published on, so clients outside the container can reach it.
 */
export const startKafkaContainer = async (): Promise<ServerUnderTest> => {
  const { GenericContainer, Wait } = await import('testcontainers');
  const port = await freePort();
  const container = await new GenericContainer(KAFKA_IMAGE)
    .withExposedPorts({ container: 9092, host: port })
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${port}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .start();
  return {
    address: `127.0.0.1:${port}`,
    stop: async () => {
      await container.stop();
    },
  };
};
