// A smoke walk through a running site (`docker compose --profile full up --wait`, or `npm start`):
// sign up as a paying member through the built-in test checkout, read the session, find the
// member in the Registry with X-Min-Position (read-your-writes across the processes), and again
// after a replay of the Registry's read model when REPLAY_COMMAND is given (run in between).
//   node scripts/smoke-walk.mjs http://localhost:8080
import { execSync } from 'node:child_process';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const cookies = new Map();

const call = async (method, path, { body, headers = {} } = {}) => {
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      Origin: base,
      Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, json };
};

const step = async (label, work) => {
  process.stdout.write(`smoke: ${label} … `);
  const result = await work();
  process.stdout.write('ok\n');
  return result;
};

const lastName = `Smoke${Date.now()}`;
const signUp = await step('sign up (member tier)', () =>
  call('POST', '/rest/signup', {
    body: {
      email: `${lastName.toLowerCase()}@example.org`,
      password: 'correct horse battery staple',
      firstName: 'Ada',
      lastName,
      membershipTier: 'member',
    },
  }),
);
let position = signUp.json.position;
const orderID = /\/checkout\/test\/([0-9a-f-]{36})$/.exec(signUp.json.checkoutUrl ?? '')?.[1];
if (orderID) {
  const paid = await step('pay on the test checkout', () =>
    call('POST', `/rest/checkout/test/${orderID}/pay`, { body: {} }),
  );
  position = Math.max(position, paid.json.position);
}
await step('read the session', async () => {
  const { json } = await call('GET', '/rest/user/session');
  if (json.session !== 'signed-in' || json.membershipTier !== 'member')
    throw new Error(`not signed in as a paying member: ${JSON.stringify(json)}`);
});
const find = () =>
  step('find the member in the Registry', async () => {
    const { json } = await call('GET', `/rest/registry/search?query=${lastName}`, {
      headers: { 'X-Min-Position': String(position) },
    });
    if (!json.hits.some((hit) => JSON.stringify(hit).includes(lastName))) throw new Error('not found');
  });
await find();
if (process.env.REPLAY_COMMAND) {
  await step(`replay (${process.env.REPLAY_COMMAND})`, () =>
    execSync(process.env.REPLAY_COMMAND, { stdio: 'inherit' }),
  );
  await find();
}
console.log('smoke: passed');
