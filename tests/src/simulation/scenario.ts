import { type StoredEvent } from '@academy/platform';
import { recordAll } from '@academy/projections';

/** A small seeded generator (mulberry32): the same seed, the same numbers. */
export const prng = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), chance: (p: number) => next() < p };
};
type Rng = ReturnType<typeof prng>;

interface Planned {
  streamId: string;
  type: string;
  data: unknown;
}

const uuid = (kind: number, i: number) =>
  `${String(kind).repeat(8)}-0000-4000-8000-${String(i).padStart(12, '0')}`;
const address = (city: string) => ({
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: null,
  city,
  region: null,
  postalCode: 'SW1Y 4JH',
  country: 'GB',
});
const who = { actor: 'provider:test', reason: null };

/** One member's life on `user-…`: registration first, then a seeded few changes. */
const memberLife = (rng: Rng, i: number): Planned[] => {
  const userID = uuid(1, i);
  const streamId = `user-${userID}`;
  const plan: Planned[] = [
    {
      streamId,
      type: 'UserRegistered',
      data: {
        userID,
        membershipTier: null,
        passwordHash: null,
        personal: { email: `m${i}@example.org`, firstName: `First${i}`, lastName: `Last${i}` },
      },
    },
  ];
  const add = (type: string, data: object) => plan.push({ streamId, type, data: { userID, ...data } });
  if (rng.chance(0.5)) add('ProfileNamesChanged', { personal: { lastName: `Renamed${i}` } });
  if (rng.chance(0.4)) add('EmailChanged', { personal: { email: `new${i}@example.org` } });
  if (rng.chance(0.4)) add('PhoneChanged', { personal: { phone: `+4420794600${i % 10}${i % 7}` } });
  if (rng.chance(0.6)) add('ShippingAddressChanged', { personal: { address: address(`City${i}`) } });
  if (rng.chance(0.7)) {
    const periodStart = '2026-01-15T10:00:00.000Z';
    add('MembershipActivated', {
      ...who,
      tier: 'fellow',
      orderID: null,
      subscriptionId: null,
      periodStart,
      periodEnd: '2027-01-15T10:00:00.000Z',
      token: rng.chance(0.7),
    });
    if (rng.chance(0.4)) add('ShippingAddressChanged', { personal: { address: address(`Moved${i}`) } });
    if (rng.chance(0.3)) add('MembershipExpired', { ...who, tier: 'fellow', subscriptionId: null });
  }
  if (rng.chance(0.3)) {
    add('UserBanned', { reason: 'spam', by: uuid(9, 1) });
    if (rng.chance(0.5)) add('UserUnbanned', { by: uuid(9, 1), reason: null });
  }
  return plan;
};

const orderLife = (rng: Rng, i: number, userID: string): Planned[] => {
  const orderID = uuid(3, i);
  const streamId = `order-${orderID}`;
  const base = { orderID, userID, tier: 'fellow', amount: 5000, currency: 'EUR', provider: 'test', ...who };
  const plan: Planned[] = [
    { streamId, type: 'CheckoutStarted', data: { ...base, checkoutSessionId: `cs_${i}` } },
  ];
  if (rng.chance(0.8)) {
    plan.push({
      streamId,
      type: 'PaymentSucceeded',
      data: { ...base, paymentReference: `pi_${i}`, subscriptionId: null },
    });
    if (rng.chance(0.4))
      plan.push({
        streamId,
        type: 'PaymentRefunded',
        data: { ...base, amount: rng.chance(0.5) ? 5000 : 1000 },
      });
  }
  return plan;
};

const publicationLife = (rng: Rng, pubNum: number, authorID: string): Planned[] => {
  const streamId = `publication-${pubNum}`;
  const content = (version: number) => ({
    pubNum,
    version,
    title: `On Small Things ${pubNum}.${version}`,
    abstract: 'We look at small things and find them shaped.',
    keywords: ['mathematics'],
    body: 'Small things have **shape**.',
    licence: 'CC-BY-4.0',
    pdf: null,
    publishDate: 1_772_712_000 + version * 86_400,
    personal: { authors: [{ name: 'Ada Lovelace', userID: authorID }] },
  });
  const plan: Planned[] = [
    { streamId, type: 'PublicationSubmitted', data: { ...content(1), submittedBy: authorID } },
  ];
  if (rng.chance(0.5))
    plan.push({
      streamId,
      type: 'PublicationRevised',
      data: { ...content(2), revisedBy: authorID, changeNote: 'Version 2' },
    });
  if (rng.chance(0.3))
    plan.push({
      streamId,
      type: 'PublicationRemoved',
      data: { pubNum, note: 'Plagiarism found', removalDate: 1_772_900_000, by: uuid(9, 1) },
    });
  return plan;
};

/**
 * A seeded event log that touches every read model and the token-shipping process manager:
 * members (and their memberships), admin grants on `admins`, orders, publications, organizations
 * and expertise tags. Each stream's events keep their order; the streams interleave as the seed says.
 */
export const scenario = (seed: number): StoredEvent[] => {
  const rng = prng(seed);
  const members = 3 + rng.int(3);
  const streams: Planned[][] = [];
  for (let i = 1; i <= members; i++) streams.push(memberLife(rng, i));
  for (let i = 1; i <= 2; i++) streams.push(orderLife(rng, i, uuid(1, 1 + rng.int(members))));
  for (let n = 1; n <= 2; n++) streams.push(publicationLife(rng, n, uuid(1, 1 + rng.int(members))));
  const org = uuid(4, 1);
  streams.push([
    {
      streamId: `organization-${org}`,
      type: 'OrganizationCreated',
      data: { organizationID: org, name: 'Acme', kind: 'employer' },
    },
    {
      streamId: `organization-${org}`,
      type: 'OrganizationRenamed',
      data: { organizationID: org, name: 'Acme Labs' },
    },
  ]);
  streams.push([
    { streamId: 'expertise-tags', type: 'ExpertiseTagCreated', data: { tag: 'topology', by: uuid(9, 1) } },
  ]);
  // Interleave, keeping each stream's order; admin grants come after the member's registration.
  const log: Planned[] = [];
  const registered = new Set<string>();
  const admins = new Map<string, boolean>();
  while (streams.some((s) => s.length > 0)) {
    const open = streams.filter((s) => s.length > 0);
    const next = open[rng.int(open.length)]!.shift()!;
    log.push(next);
    if (next.type === 'UserRegistered') registered.add((next.data as { userID: string }).userID);
    if (registered.size > 0 && rng.chance(0.25)) {
      const userID = [...registered][rng.int(registered.size)]!;
      const granted = !admins.get(userID);
      admins.set(userID, granted);
      log.push({
        streamId: 'admins',
        type: granted ? 'AdminGranted' : 'AdminRevoked',
        data: { userID, by: 'operator:sim' },
      });
    }
  }
  return recordAll(log);
};
