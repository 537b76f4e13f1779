import { grantAdmin } from './e2e-helpers.js';
import { type Role, type RouteIds } from './every-route.js';
import { revisePublication, submitPublication } from './publications.js';
import { type TestApp, type TestMember } from './test-app.js';

// The data the every-route walk looks at: a paying member with a shipped token and a publication in
// two versions, an admin who is a paying member too, and an order of each waiting on the checkout.

/** Signs up with the "member" tier, gives a shipping address, pays: an order and a token shipment. */
const paidMember = async (app: TestApp, firstName: string, lastName: string): Promise<TestMember> => {
  const client = app.browser();
  const email = `${firstName}.${lastName}.${Date.now()}@example.org`.toLowerCase();
  const password = 'correct horse battery staple';
  const signUp = await client.json<{ userID: string; checkoutUrl: string }>('POST', '/rest/signup', {
    email,
    password,
    firstName,
    lastName,
    membershipTier: 'member',
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  // Long lines, as real addresses have: the tables that show them must still fit a phone.
  const address = await client.json('PUT', '/rest/user/shipping-address', {
    name: `${firstName} ${lastName}`,
    line1: '1 Rue Pierre et Marie Curie, Laboratoire de Radioactivité, Bâtiment Nord',
    line2: '',
    city: 'Saint-Rémy-lès-Chevreuse',
    region: 'Île-de-France',
    postalCode: '78470',
    country: 'FR',
  });
  if (address.status !== 200) throw new Error(`address: ${address.status} ${JSON.stringify(address.body)}`);
  const orderID = signUp.body.checkoutUrl.split('/').pop()!;
  const paid = await client.json<{ position: number }>('POST', `/rest/checkout/test/${orderID}/pay`, {});
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { browser: client, userID: signUp.body.userID, email, password, position: paid.body.position };
};

const firstOrder = async (who: TestMember) =>
  (await who.browser.json<{ payments: { orderID: string }[] }>('GET', '/rest/membership/payments')).body
    .payments[0]!.orderID;

const upgradeCheckout = async (who: TestMember) => {
  const res = await who.browser.json<{ orderID: string }>('POST', '/rest/membership/checkout', {
    membershipTier: 'fellow',
  });
  if (res.status !== 201) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.orderID;
};

/** Asks until the process manager has requested the member's token shipment; answers its id. */
const shipmentOf = async (who: TestMember): Promise<string> => {
  for (let i = 0; i < 100; i++) {
    const res = await who.browser.json<{ shipments: { shipmentID: string }[] }>(
      'GET',
      '/rest/user/shipments',
    );
    const found = res.body.shipments[0]?.shipmentID;
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no token shipment was requested');
};

export interface EveryRouteData {
  member: TestMember;
  admin: TestMember;
  /** The ids each role's addresses are made with. */
  ids: Record<Role, RouteIds>;
}

export const seedEveryRoute = async (app: TestApp): Promise<EveryRouteData> => {
  const [member, admin] = await Promise.all([
    paidMember(app, 'Marie', 'Curie'),
    paidMember(app, 'Niels', 'Bohr'),
  ]);
  await grantAdmin(app, admin.email);
  const { pubNum } = await submitPublication(member);
  await revisePublication(member, pubNum, {
    title: 'Quasicrystal Tilings of the Hyperbolic Plane, Revisited',
  });
  const shipped = await admin.browser.json(
    'POST',
    `/rest/admin/shipments/${await shipmentOf(member)}/shipped`,
    {
      carrier: 'La Poste Colissimo International',
      tracking: '6A12345678901234567890FR',
    },
  );
  if (shipped.status !== 200) throw new Error(`shipped: ${shipped.status} ${JSON.stringify(shipped.body)}`);
  await shipmentOf(admin);
  // The paid orders first: the payment history lists the newest first.
  const [memberPaid, adminPaid] = await Promise.all([firstOrder(member), firstOrder(admin)]);
  const [memberPending, adminPending] = await Promise.all([upgradeCheckout(member), upgradeCheckout(admin)]);
  const ofMember = { member: member.userID, pubNum, paidOrder: memberPaid, pendingOrder: memberPending };
  return {
    member,
    admin,
    ids: {
      visitor: ofMember,
      member: ofMember,
      admin: { ...ofMember, paidOrder: adminPaid, pendingOrder: adminPending },
    },
  };
};
