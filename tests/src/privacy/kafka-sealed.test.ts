import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { isErasedPersonal } from '@academy/domain';
import { fromMessage, type StoredEvent } from '@academy/platform';
import { Kafka, logLevel } from 'kafkajs';
import { type ServerUnderTest } from '../support/container-runtime.js';
import { startKafkaAcademy, type KafkaAcademy } from '../support/kafka-academy.js';
import { KAFKA_NEEDS, kafkaFor } from '../support/kafka-server.js';
import { describeWhen } from '../support/needs.js';
import { scenario } from '../simulation/scenario.js';

jest.setTimeout(300_000);

const server = await kafkaFor();
const BIO = `My private bio ${randomUUID()}`;

/** Every message on `topic`, read from the beginning by a plain kafkajs consumer of its own group. */
const readTopic = async (address: string, topic: string, atLeast: number): Promise<string[]> => {
  const kafka = new Kafka({ clientId: 'privacy-test', brokers: [address], logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `privacy-${randomUUID()}` });
  const values: string[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  await consumer.run({
    eachMessage: ({ message }) => {
      values.push(message.value?.toString('utf8') ?? '');
      return Promise.resolve();
    },
  });
  for (const deadline = Date.now() + 120_000; values.length < atLeast && Date.now() < deadline;)
    await new Promise((r) => setTimeout(r, 100));
  await consumer.disconnect();
  return values;
};

describeWhen(server !== undefined, KAFKA_NEEDS, 'personal data on Kafka', () => {
  let running: ServerUnderTest;
  let academy: KafkaAcademy;
  let events: StoredEvent[];
  beforeAll(async () => {
    running = await server!();
    academy = await startKafkaAcademy(running.address);
    events = scenario(21);
    const member = events.find((e) => e.type === 'UserRegistered')!;
    const userID = (member.data as { userID: string }).userID;
    const version = events.filter((e) => e.streamId === member.streamId).length + 1;
    events.push({
      ...member,
      eventId: randomUUID(),
      type: 'BioChanged',
      data: { userID, bio: BIO },
      version,
    });
    await academy.append(events);
    await academy.caughtUp();
  });
  afterAll(async () => {
    await academy?.close();
    await running?.stop();
  });

  it('when a plain consumer reads the topic, then no email, name, phone, address or free text is in clear, and the read models show them opened', async () => {
    const values = await readTopic(running.address, academy.topic, events.length);
    expect(values.length).toBeGreaterThanOrEqual(events.length);
    const personal = [BIO, ...events.flatMap((e) => leaves((e.data as { personal?: unknown }).personal))];
    expect(personal.some((p) => p.includes('@example.org'))).toBe(true);
    expect(personal.filter((p) => values.some((v) => v.includes(p)))).toEqual([]);
    const { rows } = await academy.core.db.query<{ last_name: string }>(
      'select last_name from user_profiles',
    );
    // The profiles follow renames: each last name shown is one the events carried, opened.
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.last_name).filter((name) => !personal.includes(name))).toEqual([]);
  });

  it("when a member's key is destroyed, then the copies of their events on Kafka open as erased", async () => {
    const registered = events.find((e) => e.type === 'UserRegistered')!;
    const userID = (registered.data as { userID: string }).userID;
    const copies = (await readTopic(running.address, academy.topic, events.length))
      .map((v) => fromMessage(v))
      .filter((e): e is StoredEvent => e?.eventId === registered.eventId);
    expect(copies.length).toBeGreaterThan(0);
    const personalOf = async () =>
      (await academy.core.store.openAll(copies)).map((e) => (e.data as { personal: unknown }).personal);
    expect(await personalOf()).toEqual(copies.map(() => (registered.data as { personal: unknown }).personal));
    await academy.core.store.keys.destroy(userID, new Date());
    expect((await personalOf()).map(isErasedPersonal)).toEqual(copies.map(() => true));
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The text leaves of a personal part (emails, names, phones, address lines), longer than 3
 * characters; not the ids (an author's userID, which names no one outside the academy).
 */
const leaves = (value: unknown): string[] => {
  if (typeof value === 'string') return value.length > 3 && !UUID.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
};
