// The first pages after a start: node tests/dist/bench/warm-start-cli.js [--backend embedded|pglite|postgres]
// [--members 1000] [--publications 100]. Seeds an academy, stops the server, starts it again on the
// same data (WARM_PAGES as the environment says, on by default), waits for /readyz, then times each
// page's first visit: the warmed ones, and two it does not warm (a publication, a Registry search).
import { rm } from 'node:fs/promises';
import { cliArg } from '../support/cli-args.js';
import { backendNamed } from './backends.js';
import { ms, note } from './measure.js';
import { ServerChild } from './server-child.js';

const backendName = cliArg('backend', 'embedded');
const members = Number(cliArg('members', '1000'));
const publications = Number(cliArg('publications', '100'));
const PAGES = ['/', '/journal', '/registry', '/sign-up', '/journal/publications/1', '/registry?query=an'];

const { tmp, backend } = await backendNamed(backendName, 'warm-start');
try {
  const seeding = await ServerChild.start(backend);
  note(`warm start on ${backend.name}: seeding ${members} members and ${publications} publications`);
  await seeding.seedAcademy({ members, publications, seed: 13, password: 'warm-start-password' });
  await seeding.stop();
  const started = performance.now();
  const server = await ServerChild.start(backend);
  const listening = performance.now() - started;
  try {
    let status = '';
    while (status !== 'ready') {
      status = ((await (await fetch(`${server.url}/readyz`)).json()) as { status: string }).status;
      if (status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ready = performance.now() - started;
    const firsts: string[] = [];
    for (const page of PAGES) {
      const t = performance.now();
      const res = await fetch(`${server.url}${page}`);
      await res.arrayBuffer();
      firsts.push(
        `${page} ${ms(performance.now() - t)} (${res.status}, ${res.headers.get('x-cache') ?? '–'})`,
      );
    }
    process.stdout.write(
      `warm start, ${backend.name}, WARM_PAGES ${process.env.WARM_PAGES ?? 'on'}: listening ${ms(listening)}, ` +
        `ready ${ms(ready)}; first visits: ${firsts.join(', ')}\n`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await backend.drop();
  await rm(tmp, { recursive: true, force: true });
}
