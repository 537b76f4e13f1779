import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { SERVER_NODE_FLAGS } from '@academy/app';

// The server's Node flags (app/src/node-flags.ts) are written in two files a user runs: the same
// ones in both, so `npm start` and the image run the server the memory figures were measured on.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the server is started with its Node flags', () => {
  it('when `npm start` runs, then node gets every flag before app/dist/main.js', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start!;
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} app/dist/main.js`);
  });

  it('when the image runs, then its CMD gives node every flag before app/dist/main.js', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'app/dist/main.js']);
  });
});
