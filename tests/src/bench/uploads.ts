// `npm run bench -- --bench=uploads`: the built server (app/dist/main.js, a process of its own, on
// a new PGlite folder) takes 20 Journal submissions at once, each a multipart form with a 25 MB PDF
// (signed-in members of a tier with journal-submit), and the bench prints how much its resident
// set grew: its peak (VmHWM, reset before the run; and VmRSS sampled every 20 ms) over its resident
// set just before. The bodies are written as they go (chunked): the bench holds none of them whole.
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { appProcess, sleep } from '../chaos/app-process.js';
import { type Report } from './report.js';

const MEMBERS = 20;
const PDF_BYTES = 25 * 1024 * 1024;
const BOUNDARY = 'academy-bench-boundary';
const PASSWORD = 'a bench password, long enough';
const MB = 1024 * 1024;

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM'): number =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) *
  1024;

/** A signed-in member of the paying `member` tier (signed up, paid on the test checkout). */
const payingMember = async (base: string, n: number): Promise<{ cookie: string; userID: string }> => {
  const email = `bench-upload-${n}.${Date.now().toString(36)}@example.org`;
  const res = await fetch(`${base}/rest/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: `U${n}`,
      membershipTier: 'member',
    }),
  });
  const body = (await res.json()) as { userID?: string; checkoutUrl?: string };
  const cookie = /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  const orderID = /\/checkout\/test\/([0-9a-f-]{36})$/.exec(body.checkoutUrl ?? '')?.[1];
  if (!res.ok || !cookie || !orderID || !body.userID)
    throw new Error(`sign-up ${n}: ${res.status} ${JSON.stringify(body)}`);
  const paid = await fetch(`${base}/rest/checkout/test/${orderID}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  if (!paid.ok) throw new Error(`payment ${n}: ${paid.status} ${await paid.text()}`);
  return { cookie, userID: body.userID };
};

/** Submits a publication with a PDF of `pdfBytes`, the form written in 64 KB chunks as it goes. */
const submit = (base: string, member: { cookie: string; userID: string }, n: number, pdfBytes: number) =>
  new Promise<number>((resolve, reject) => {
    const data = JSON.stringify({
      title: `A heavy paper ${n}`,
      abstract: 'Twenty-five megabytes of it.',
      authors: [{ name: `Bench U${n}`, userID: member.userID }],
      keywords: ['bench'],
      body: 'Mostly **PDF**.',
      licence: 'CC-BY-4.0',
    });
    const formHead = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="pdf"; filename="paper-${n}.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`,
    );
    const pdfHead = Buffer.from(`%PDF-1.7\n% paper ${n} ${Date.now()}\n`);
    const pdfTail = Buffer.from('\ntrailer << >>\n%%EOF\n');
    const formTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const filler = Buffer.alloc(64 * 1024, 0x20);
    let left = pdfBytes - pdfHead.length - pdfTail.length;
    const req = http.request(`${base}/rest/journal/publications`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie: member.cookie },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(Buffer.concat([formHead, pdfHead]));
    const more = () => {
      while (left > 0) {
        const chunk = filler.subarray(0, Math.min(left, filler.length));
        left -= chunk.length;
        if (!req.write(chunk)) return void req.once('drain', more);
      }
      req.end(Buffer.concat([pdfTail, formTail]));
    };
    more();
  });

/** Runs the uploads bench on a new data folder under `tmp` and adds its figure to `report`. */
export const benchUploads = async (report: Report, tmp: string): Promise<void> => {
  process.stdout.write(`\n== uploads (PGlite): ${MEMBERS} concurrent ${PDF_BYTES / MB} MB PDF submissions\n`);
  const app = await appProcess({ dataDir: path.join(tmp, 'uploads') });
  try {
    await app.start();
    while ((await fetch(`${app.base}/readyz`)).status !== 200) await sleep(200);
    const members: { cookie: string; userID: string }[] = [];
    for (let n = 0; n < MEMBERS; n++) members.push(await payingMember(app.base, n));
    // One small submission first, so the code on the upload path is loaded before the baseline.
    const warm = await submit(app.base, members[0]!, 0, 64 * 1024);
    if (warm !== 201) throw new Error(`the warm-up submission answered ${warm}`);
    await sleep(2_000);
    const pid = app.pid()!;
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current resident set
    const before = statusKb(pid, 'VmRSS');
    let sampled = before;
    const sampler = setInterval(() => (sampled = Math.max(sampled, statusKb(pid, 'VmRSS'))), 20);
    const started = Date.now();
    const statuses = await Promise.all(
      members.map((member, n) => submit(app.base, member, n + 1, PDF_BYTES)),
    );
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const peak = Math.max(sampled, statusKb(pid, 'VmHWM'));
    const added = (peak - before) / MB;
    const created = statuses.filter((s) => s === 201).length;
    process.stdout.write(
      `  resident before ${(before / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (VmHWM and 20 ms samples); ${created}/${MEMBERS} answered 201 in ${seconds.toFixed(1)} s\n`,
    );
    report.add({
      backend: 'PGlite',
      benchmark: `${MEMBERS} concurrent ${PDF_BYTES / MB} MB PDF submissions: server resident set added at peak`,
      value: `${added.toFixed(1)} MB (${created}/${MEMBERS} × 201, ${seconds.toFixed(1)} s)`,
      target: '< 100 MB',
      met: added < 100 && created === MEMBERS,
    });
  } finally {
    app.dispose();
  }
};
