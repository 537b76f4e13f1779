// `npm run bench -- --bench=kafka` with KAFKA_BROKERS: the relay's throughput over a backlog of
// registrations (sealed, through the app's relay role), and the end-to-end lag of one registration
// at a time (appended, relayed, applied by the projections role's workers to the Registry).
import { randomUUID } from 'node:crypto';
import { userStreamId } from '@academy/domain';
import { readRelayCheckpoint } from '@academy/platform';
import { startKafkaAcademy } from '../support/kafka-academy.js';
import { replayEvent } from '../support/replay-cases.js';
import { percentile } from './measure.js';
import { type Report } from './report.js';

const registration = (userID: string, i: number) =>
  replayEvent('UserRegistered', {
    userID,
    membershipTier: null,
    passwordHash: null,
    personal: { email: `bench${i}@example.org`, firstName: `Bench${i}`, lastName: `Member${i}` },
  });

export const benchKafka = async (report: Report, backlog: number, samples: number): Promise<void> => {
  const address = process.env.KAFKA_BROKERS!;
  process.stdout.write(`\n== Kafka delivery (${address}, PGlite store)\n`);
  const academy = await startKafkaAcademy(address);
  const { core } = academy;
  try {
    // The backlog first, then the relay's time to produce it all (acks: all).
    await academy.caughtUp();
    for (let i = 0; i < backlog; i++) {
      const userID = randomUUID();
      await core.store.append(userStreamId(userID), [registration(userID, i)], { expectedVersion: 0 });
    }
    const head = await core.store.head();
    const started = performance.now();
    while ((await readRelayCheckpoint(core.db)).position < head.position)
      await new Promise((r) => setTimeout(r, 5));
    const relaySeconds = (performance.now() - started) / 1000;
    await academy.caughtUp(600_000);
    const endToEnd = (performance.now() - started) / 1000;
    // One at a time: appended, then polled for in the Registry.
    const lags: number[] = [];
    for (let i = 0; i < samples; i++) {
      const userID = randomUUID();
      const t0 = performance.now();
      await core.store.append(userStreamId(userID), [registration(userID, backlog + i)], {
        expectedVersion: 0,
      });
      const found = () =>
        core.db.query('select 1 from user_profiles where user_id = $1', [userID]).then((r) => r.rows.length);
      while ((await found()) === 0) await new Promise((r) => setTimeout(r, 1));
      lags.push(performance.now() - t0);
    }
    report.add({
      backend: 'Kafka',
      benchmark: `relay, backlog of ${backlog.toLocaleString('en-US')} sealed registrations`,
      value: `${Math.round(backlog / relaySeconds).toLocaleString('en-US')} events/s relayed; all read models caught up in ${endToEnd.toFixed(1)} s (${Math.round(backlog / endToEnd).toLocaleString('en-US')} events/s)`,
    });
    report.add({
      backend: 'Kafka',
      benchmark: `end-to-end lag, one registration at a time (${samples} samples): append to Registry row`,
      value: `p50 ${percentile(lags, 50).toFixed(0)} ms, p99 ${percentile(lags, 99).toFixed(0)} ms`,
    });
  } finally {
    await academy.close();
  }
};
