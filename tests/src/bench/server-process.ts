// The real server in a process of its own (forked by server-child.ts), so its memory is its own.
// It talks to the bench over the IPC channel: seed, stats, stop. With BENCH_KAFKA (and
// KAFKA_BROKERS): every role in this one process over Kafka (commands and queries over HTTP, the
// relay, the projection workers; a PGlite in memory and a topic of its own), as the Kafka suites run it.
import { demoMembers, openCore, readProjectionLag, seedAll, startServer, waitForZeroLag } from '@academy/app';
import { argon2idHasher, type PasswordHasher } from '@academy/command-service';
import {
  compareCheckpoints,
  loadConfig,
  readActiveCheckpoints,
  readRelayCheckpoint,
  START,
} from '@academy/platform';
import { startKafkaAcademy } from '../support/kafka-academy.js';
import { userRegistered } from './bench-events.js';
import { forEachLimited, now } from './measure.js';
import { takeRouteFigures } from './route-figures.js';
import { type FromServer, type ToServer } from './server-messages.js';

const send = (message: FromServer) => process.send!(message);

/** argon2id as the product runs it, timed: the bench reports the share of time it takes. */
const hashTimes: number[] = [];
/** The same for verifications (sign-ins). */
const verifyTimes: number[] = [];
const timed =
  <A extends unknown[], R>(times: number[], fn: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    const started = now();
    try {
      return await fn(...args);
    } finally {
      times.push(now() - started);
    }
  };
const real = argon2idHasher();
const passwords: PasswordHasher = {
  hash: timed(hashTimes, real.hash),
  verify: timed(verifyTimes, real.verify),
};

const kafka = process.env.BENCH_KAFKA ? process.env.KAFKA_BROKERS : undefined;
if (process.argv[2] === 'prepare' && kafka) {
  const prepared: FromServer = { type: 'prepared', peakRss: process.resourceUsage().maxRSS * 1024 };
  process.send!(prepared, () => process.exit(0));
  await new Promise(() => undefined); // the Kafka roles' database is in memory: nothing to prepare
}
if (process.argv[2] === 'prepare') {
  // A new PGlite folder runs initdb first, which takes far more memory than serving ever does:
  // this process creates the database and exits, so the server's peak is that of a normal start.
  const core = await openCore({ config: loadConfig(process.env), passwords });
  await core.close();
  const prepared: FromServer = { type: 'prepared', peakRss: process.resourceUsage().maxRSS * 1024 };
  process.send!(prepared, () => process.exit(0));
  await new Promise(() => undefined); // exits once the message is out
}

const onKafka = async (brokers: string) => {
  const academy = await startKafkaAcademy(brokers, {
    passwords,
    dataDir: process.env.DATA_DIR,
    rolesLater: true,
  });
  return { core: academy.core, url: await academy.serve(), stop: () => academy.close(), academy };
};
const server = kafka
  ? await onKafka(kafka)
  : await startServer({ config: loadConfig(process.env), passwords });
const { core } = server;

/** Members as sign-up records them (one UserRegistered in a new user stream each), then caught up. */
const seed = async (members: number, seedNumber: number): Promise<number> => {
  const started = now();
  await forEachLimited(demoMembers(members, seedNumber), 16, async (member) => {
    const event = userRegistered(member);
    const userID = (event.data as { userID: string }).userID;
    await core.store.append(`user-${userID}`, [event], { expectedVersion: 'no-stream' });
  });
  const head = await core.store.head();
  for (;;) {
    const at = (await readActiveCheckpoints(core.db, ['profiles'])).get('profiles');
    if (at && compareCheckpoints(at, head) >= 0) break;
    await core.runner.advanced.wait(200);
  }
  return (now() - started) / 1000;
};

/** A whole academy as `npm run seed` makes it (profiles, organizations, publications), then caught up. */
const seedAcademy = async (options: Extract<ToServer, { type: 'seed-academy' }>): Promise<number> => {
  const started = now();
  await seedAll(core, options);
  if ('academy' in server) {
    // Caught up in process, then onto Kafka: the relay sends the seeded store, the workers skip it.
    await core.runner.start();
    await core.runner.whenCaughtUp();
    await core.runner.stop();
    await server.academy.startRoles();
    return (now() - started) / 1000; // the workers catch up meanwhile: the bench asks `delivery`
  }
  await waitForZeroLag(core);
  return (now() - started) / 1000;
};

process.on('message', (message: ToServer) => {
  void (async () => {
    switch (message.type) {
      case 'seed':
        send({ type: 'seeded', seconds: await seed(message.members, message.seed) });
        break;
      case 'seed-academy':
        send({ type: 'seeded', seconds: await seedAcademy(message) });
        break;
      case 'stats':
        send({
          type: 'stats',
          rss: process.memoryUsage().rss,
          peakRss: process.resourceUsage().maxRSS * 1024,
          hashMs: hashTimes.splice(0),
          verifyMs: verifyTimes.splice(0),
          routes: await takeRouteFigures(),
        });
        break;
      case 'delivery': {
        const unrelayed = await core.store.countAfter(await readRelayCheckpoint(core.db));
        const behind = Math.max(...(await readProjectionLag(core)).map((l) => l.events));
        send({
          type: 'delivery',
          relayed: (await core.store.countAfter(START)) - unrelayed,
          unrelayed,
          behind,
        });
        break;
      }
      case 'stop':
        await server.stop();
        send({ type: 'stopped' });
        process.disconnect();
        break;
    }
  })().catch((error: unknown) => {
    send({
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  });
});

send({ type: 'ready', url: server.url });
