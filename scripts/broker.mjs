// `npm run broker [-- --port N] [-- --data DIR]`: one Kafka node (broker and controller, KRaft, no
// ZooKeeper, no container) on 127.0.0.1, from the release pinned in deploy/kafka/pom.xml. Maven
// fetches its jars into ~/.m2 once and writes their classpath to deploy/kafka/target/ (git-ignored).
// Prints `KAFKA_BROKERS=127.0.0.1:PORT` once the broker accepts clients; stops on Ctrl-C or SIGTERM.
// `--data DIR` keeps the log there (formatted on first use, reused after); by default a temporary
// folder is used and removed at stop. `--stop-with-stdin` also stops when stdin closes (a test's
// harness: the broker never outlives it). The Java process id is on stderr (`broker: java pid N`).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pom = path.join(root, 'deploy/kafka/pom.xml');
const classpathFile = path.join(root, 'deploy/kafka/target/classpath.txt');
const say = (line) => process.stderr.write(`broker: ${line}\n`);

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    data: { type: 'string' },
    'stop-with-stdin': { type: 'boolean', default: false },
  },
});

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** The jars' classpath, resolved by Maven when missing or older than the pom (written whole, then renamed). */
const classpath = () => {
  if (existsSync(classpathFile) && statSync(classpathFile).mtimeMs >= statSync(pom).mtimeMs)
    return readFileSync(classpathFile, 'utf8').trim();
  say('resolving the Kafka jars with Maven (the first time downloads them into ~/.m2)');
  mkdirSync(path.dirname(classpathFile), { recursive: true });
  const partial = `${classpathFile}.${process.pid}`;
  const mvn = spawnSync(
    'mvn',
    [
      '-B',
      '-q',
      '-f',
      pom,
      'dependency:build-classpath',
      `-Dmdep.outputFile=${partial}`,
      '-Dmdep.includeScope=runtime',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (mvn.error || mvn.status !== 0) {
    say(
      `Maven failed (${mvn.error?.message ?? `exit ${mvn.status}`}): is mvn installed, and Maven Central reachable?`,
    );
    process.exit(1);
  }
  renameSync(partial, classpathFile);
  return readFileSync(classpathFile, 'utf8').trim();
};

const cp = classpath();
const port = Number(values.port ?? (await freePort()));
const kept = values.data !== undefined;
const dir = kept ? path.resolve(values.data) : mkdtempSync(path.join(os.tmpdir(), 'academy-kafka-'));
mkdirSync(dir, { recursive: true });

// The controller's port is kept with the data, so a restart on the same folder finds its quorum.
const controllerPortFile = path.join(dir, 'controller-port');
const controllerPort = existsSync(controllerPortFile)
  ? Number(readFileSync(controllerPortFile, 'utf8'))
  : await freePort();
writeFileSync(controllerPortFile, String(controllerPort));
const properties = path.join(dir, 'server.properties');
writeFileSync(
  properties,
  [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
    'controller.listener.names=CONTROLLER',
    'inter.broker.listener.name=PLAINTEXT',
    'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
    `log.dirs=${path.join(dir, 'log')}`,
    'offsets.topic.replication.factor=1',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'share.coordinator.state.topic.replication.factor=1',
    'share.coordinator.state.topic.min.isr=1',
    'group.initial.rebalance.delay.ms=0',
    'auto.create.topics.enable=false', // the relay creates the topic with its partitions; nothing else may
    '',
  ].join('\n'),
);

const jvm = ['-Xms128m', '-Xmx512m', '-XX:+UseSerialGC', '-Dorg.slf4j.simpleLogger.defaultLogLevel=warn'];
if (!existsSync(path.join(dir, 'log', 'meta.properties'))) {
  // A Kafka Uuid's text form. Like Kafka's own Uuid.randomUuid, never one starting with '-': the
  // tool's argument parser would take it for an option (one id in 64 would fail to format).
  let clusterId;
  do clusterId = randomBytes(16).toString('base64url');
  while (clusterId.startsWith('-'));
  const format = spawnSync(
    'java',
    [...jvm, '-cp', cp, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', properties],
    { encoding: 'utf8' },
  );
  if (format.error || format.status !== 0) {
    say(`formatting ${dir} failed: ${format.error?.message ?? format.stderr ?? format.stdout}`);
    process.exit(1);
  }
}

const java = spawn(
  'java',
  [
    ...jvm,
    '-Dorg.slf4j.simpleLogger.log.kafka.server.KafkaRaftServer=info',
    '-cp',
    cp,
    'kafka.Kafka',
    properties,
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
say(`java pid ${java.pid}, data in ${dir}`);
let started = false;
let stopping = false;
const watch = (chunk) => {
  const text = chunk.toString();
  if (!started && /Kafka Server started/.test(text)) {
    started = true;
    process.stdout.write(`KAFKA_BROKERS=127.0.0.1:${port}\n`);
  }
  if (/ERROR|Exception/.test(text) && !stopping) process.stderr.write(text);
};
java.stdout.on('data', watch);
java.stderr.on('data', watch);

const exited = new Promise((resolve) => java.once('exit', (code, signal) => resolve(signal ?? code)));
const stop = async () => {
  if (stopping) return;
  stopping = true;
  java.kill('SIGTERM'); // Kafka's shutdown hook closes the log cleanly
  const timer = setTimeout(() => java.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
  if (!kept) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
if (values['stop-with-stdin']) {
  process.stdin.on('end', () => void stop());
  process.stdin.on('error', () => void stop());
  process.stdin.resume();
}
const how = await exited;
if (!stopping) {
  say(`the broker ended on its own (${how})`);
  if (!kept) rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}
