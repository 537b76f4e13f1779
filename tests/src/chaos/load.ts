import { randomUUID } from 'node:crypto';
import { sleep } from './app-process.js';
import { adminLoop, type AdminOptions } from './admin-load.js';
import { type Answered, type Send, type SendOptions } from './answered.js';
import { chaosPdf, jsonBody, pdfFormBody, type RequestBody } from './request-body.js';

/** A member of a paying tier (`journal-submit`), signed in, with the publications they submitted. */
interface Author {
  userID: string;
  cookie: string;
  orderID: string;
  paid: boolean;
  pubNums: number[];
}

const PASSWORD = 'correct horse battery staple';

/** A publication by `userID` (the first author is the submitter). */
const publication = (userID: string, title: string) => ({
  title,
  abstract: 'What a killed process leaves behind, and what it must not.',
  authors: [{ name: 'Chaos Monkey', userID }],
  keywords: ['chaos'],
  body: 'Every answered command is **kept**, as $1 = 1$ shows.',
  licence: 'CC-BY-4.0',
});

/** One command over HTTP with this Idempotency-Key; undefined when the app did not answer. */
const sendTo = async (
  base: string,
  route: string,
  body: RequestBody | undefined,
  key: string,
  { method = 'POST', cookie, headers }: SendOptions,
): Promise<Response | undefined> => {
  try {
    return await fetch(`${base}${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': body.type } : {}),
        'idempotency-key': key,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body ? { body: body.bytes } : {}),
    });
  } catch {
    return undefined; // the app is down or died under the request: not answered, nothing promised
  }
};

/** How long a client keeps retrying a command the app did not answer or answered 503 (same key and body). */
const RETRY_FOR_MS = 20_000;

/**
 * Load from `workers` clients until `stop()`: each signs members up (`POST /rest/signup`), keeps
 * one author of the paying `member` tier (signed up, paid on the test checkout), and has them
 * submit Journal publications and revise their own, half of them with a PDF (multipart). With
 * `admin`, one more client signs up, is made an admin through `admin.grant`, and removes and
 * restores submitted publications (admin-load.ts). A command the app did not answer (it was
 * killed under it, or was down) or answered 503 is sent again with the same Idempotency-Key and
 * body for up to 20 s, as a careful client would. Every 2xx is noted in `answered`.
 */
export const startLoad = (
  base: string,
  log: (line: string) => void = () => undefined,
  workers = 3,
  admin?: AdminOptions,
) => {
  /** Sends, and again while unanswered; a refusal (not 2xx) is logged with its body. */
  const send: Send = async (route, body, options = {}) => {
    const key = randomUUID();
    const until = Date.now() + RETRY_FOR_MS;
    let res = await sendTo(base, route, body, key, options);
    // Not answered, or 503 (starting, or the key's first attempt still running): again, same key.
    while ((!res || res.status === 503) && running && Date.now() < until) {
      if (res) log(`load: ${route} answered 503 ${(await res.text()).slice(0, 200)}; again`);
      await sleep(200);
      res = await sendTo(base, route, body, key, options);
      if (res) answered.retried++;
    }
    if (res?.headers.get('idempotent-replayed') === 'true') answered.replayed++;
    if (res && !res.ok) {
      const text = await res.clone().text();
      if (res.status === 503 && text.includes('still running')) answered.stuckKeys++;
      log(`load: ${route} answered ${res.status} ${text.slice(0, 200)}`);
    }
    return res;
  };
  const answered: Answered = {
    attempted: 0,
    retried: 0,
    replayed: 0,
    stuckKeys: 0,
    signUps: new Map(),
    submissions: [],
    revisions: [],
    removals: [],
    restores: [],
  };
  const promised = () =>
    answered.signUps.size +
    answered.submissions.length +
    answered.revisions.length +
    answered.removals.length +
    answered.restores.length;
  let running = true;
  let sequence = 0;
  const tag = Date.now().toString(36);

  const signUp = async (worker: number | string, membershipTier?: string) => {
    const email = `chaos${worker}.${sequence++}.${tag}@example.org`;
    const res = await send(
      '/rest/signup',
      jsonBody({
        email,
        password: PASSWORD,
        firstName: 'Chaos',
        lastName: `W${worker}`,
        ...(membershipTier ? { membershipTier } : {}),
      }),
    );
    if (!res) return undefined;
    answered.attempted++;
    if (!res.ok) return undefined;
    const body = (await res.json()) as { userID: string; checkoutUrl?: string };
    answered.signUps.set(body.userID, email);
    return { email, body, cookie: /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] };
  };

  const newAuthor = async (worker: number): Promise<Author | undefined> => {
    const signedUp = await signUp(worker, 'member');
    const orderID = /\/checkout\/test\/([0-9a-f-]{36})$/.exec(signedUp?.body.checkoutUrl ?? '')?.[1];
    if (!signedUp?.cookie || !orderID) return undefined;
    return { userID: signedUp.body.userID, cookie: signedUp.cookie, orderID, paid: false, pubNums: [] };
  };

  /** False when the app refused the payment (the author is given up then). */
  const pay = async (author: Author) => {
    const res = await send(`/rest/checkout/test/${author.orderID}/pay`, jsonBody({}), {
      cookie: author.cookie,
    });
    if (!res) return true;
    answered.attempted++;
    author.paid = res.ok;
    return res.ok;
  };

  let pdfs = 0;
  /** Every other command (the first too) a multipart form with a PDF of its own; else the JSON. */
  const withPdf = async (data: unknown, name: string): Promise<{ body: RequestBody; pdf?: string }> => {
    if (pdfs++ % 2 === 1) return { body: jsonBody(data) };
    const pdf = chaosPdf(name);
    return { body: await pdfFormBody(data, pdf.bytes), pdf: pdf.sha256 };
  };

  const submit = async (worker: number, author: Author) => {
    const title = `Chaos ${worker}.${sequence++}.${tag}`;
    const { body, pdf } = await withPdf(publication(author.userID, title), title);
    const res = await send('/rest/journal/publications', body, { cookie: author.cookie });
    if (!res) return;
    answered.attempted++;
    if (!res.ok) return;
    const { pubNum } = (await res.json()) as { pubNum: number };
    answered.submissions.push({ pubNum, title, ...(pdf ? { pdf } : {}) });
    author.pubNums.push(pubNum);
  };

  const revise = async (worker: number, author: Author) => {
    const pubNum = author.pubNums[Math.floor(Math.random() * author.pubNums.length)]!;
    const changeNote = `Chaos revision ${worker}.${sequence++}.${tag}`;
    const { body, pdf } = await withPdf(
      { ...publication(author.userID, `Revised ${changeNote}`), changeNote },
      changeNote,
    );
    const res = await send(`/rest/journal/publications/${pubNum}/versions`, body, { cookie: author.cookie });
    if (!res) return;
    answered.attempted++;
    if (!res.ok) return;
    const { version } = (await res.json()) as { version: number };
    answered.revisions.push({ pubNum, version, changeNote, ...(pdf ? { pdf } : {}) });
  };

  const loop = async (worker: number) => {
    let author: Author | undefined;
    for (let turn = 0; running; turn++) {
      const before = promised();
      if (!author) author = await newAuthor(worker);
      else if (!author.paid) author = (await pay(author)) ? author : undefined;
      else if (turn % 4 === 0) await signUp(worker);
      else if (author.pubNums.length === 0 || turn % 4 === 1) await submit(worker, author);
      else await revise(worker, author);
      if (promised() === before) await sleep(50); // the app is down, starting or refusing
    }
  };
  const loops = Array.from({ length: workers }, (_, worker) => loop(worker));
  if (admin) loops.push(adminLoop({ send, signUp, answered, running: () => running }, admin));

  return {
    answered,
    /** How many 2xx so far, of every kind. */
    promised,
    async stop(): Promise<Answered> {
      running = false;
      await Promise.all(loops);
      return answered;
    },
  };
};
