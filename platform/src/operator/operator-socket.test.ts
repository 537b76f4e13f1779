import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { callOperator } from './operator-socket.js';

describe('calling the operator socket', () => {
  it('when the app ends the connection before reading the command (a reset: it was killed), then the call rejects and the caller goes on', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-operator-'));
    const socketPath = path.join(dir, 'operator.sock');
    // Closing a Unix socket with the command unread in it resets the connection (ECONNRESET).
    const server = net.createServer({ pauseOnConnect: true }, (socket) =>
      setTimeout(() => socket.destroy(), 50),
    );
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    try {
      await expect(callOperator(socketPath, { command: 'admin', args: { action: 'list' } })).rejects.toThrow(
        'ECONNRESET',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
