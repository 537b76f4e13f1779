import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  openCore,
  readProjectionLag,
  startBackgroundWork,
  type AcademyCore,
  type BackgroundWork,
} from '@academy/app';
import { shipmentIdOf } from '@academy/command-service';
import { shipmentStreamId, userStreamId } from '@academy/domain';
import { InMemoryBroker, loadConfig, openPglite, Relay, silentLogger } from '@academy/platform';

// A machine shared with other work can be slow.
jest.setTimeout(60_000);

let core: AcademyCore;
let relay: Relay;
let work: BackgroundWork | undefined;
const broker = new InMemoryBroker(4);

beforeAll(async () => {
  const config = loadConfig({
    APP_ROLE: 'projections',
    KAFKA_BROKERS: 'kafka:9092',
    DATA_DIR: '/nonexistent',
  });
  core = await openCore({ config, db: await openPglite(), logger: silentLogger });
  relay = new Relay(core.db, core.store.raw, broker.producer(), { batchSize: 10, logger: silentLogger });
  relay.start();
  work = await startBackgroundWork(core, broker);
}, 120_000);

afterAll(async () => {
  await work?.stop();
  await relay?.stop();
  await core?.close();
});

const until = async (check: () => Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 600 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('the projections role on the Kafka path', () => {
  it('when a membership with a token is activated and the projections role runs on Kafka, then a shipment is requested', async () => {
    const userID = randomUUID();
    const eventId = randomUUID();
    await core.store.append(
      userStreamId(userID),
      [
        {
          eventId,
          type: 'MembershipActivated',
          data: {
            userID,
            tier: 'fellow',
            orderID: null,
            subscriptionId: null,
            periodStart: new Date().toISOString(),
            periodEnd: null,
            token: true,
            actor: 'provider:test',
            reason: null,
          },
          metadata: {
            actor: 'provider:test',
            correlationId: randomUUID(),
            causationId: null,
            timestamp: new Date().toISOString(),
          },
        },
      ],
      { expectedVersion: 0 },
    );
    const stream = shipmentStreamId(shipmentIdOf(eventId));
    await until(async () => (await core.store.streamVersion(stream)) > 0);
    expect((await core.store.readStream(stream)).map((e) => e.type)).toEqual(['ShipmentRequested']);
  });

  it('when the workers have applied every event, then the lag that readiness and the metrics read is zero', async () => {
    const zero = async () => (await readProjectionLag(core)).every((l) => l.events === 0);
    await until(zero);
    const lags = await readProjectionLag(core);
    expect(lags.length).toBeGreaterThan(5);
    expect(lags.filter((l) => l.events > 0 || l.seconds > 0)).toEqual([]);
  });

  it('when the store is KurrentDB, then a lag probe reads a bounded number of events and never counts the whole log', async () => {
    const walks: string[] = [];
    const store = new Proxy(core.store, {
      get(target, key, receiver) {
        if (key === 'countAfter') return () => Promise.reject(new Error('walked $all'));
        if (key === 'readAll')
          return (after: unknown, limit: number) => {
            walks.push(String(limit));
            return target.readAll(after as never, limit);
          };
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const kurrent = {
      ...core,
      store,
      config: { ...core.config, KURRENTDB_URL: 'kurrentdb://kurrentdb:2113' },
    };
    const lags = await readProjectionLag(kurrent);
    expect(lags.every((l) => l.events === 0)).toBe(true);
    const bound = Math.max(1000, core.config.READY_MAX_LAG_EVENTS + 1);
    expect(walks.length).toBeGreaterThan(0);
    expect(walks.filter((limit) => !(Number(limit) <= bound))).toEqual([]);
  });
});
