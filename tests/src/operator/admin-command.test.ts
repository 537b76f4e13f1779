import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { operatorHandlers, runAdminCommand } from '@academy/app';
import { ADMINS_STREAM } from '@academy/domain';
import { callOperator, serveOperatorSocket } from '@academy/platform';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type TestBrowser } from '../support/test-browser.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

let app: TestApp;
let admin: { browser: TestBrowser; userID: string; email: string };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.member({ firstName: 'Grace', lastName: 'Admin' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe('npm run admin (the operator’s command, in the running app)', () => {
  it('when the operator grants an admin, then the event records the operator as actor and the member is an admin', async () => {
    const events = await app.server.core.store.readStream(ADMINS_STREAM);
    expect(events[0]).toMatchObject({
      type: 'AdminGranted',
      data: { userID: admin.userID, by: 'operator:test' },
    });
    expect(events[0]!.metadata.actor).toBe('operator:test');
    expect((await admin.browser.json('GET', '/rest/user/status')).body).toMatchObject({
      admin: true,
      status: 'active',
    });
  });

  it('when the last admin would be removed from the command line, then it is refused', async () => {
    await expect(
      runAdminCommand(app.server.core, { action: 'revoke', email: admin.email, operator: 'operator:test' }),
    ).rejects.toThrow('The last admin cannot be removed');
  });

  it('when the email is unknown, then the command is refused naming it', async () => {
    await expect(
      runAdminCommand(app.server.core, {
        action: 'grant',
        email: 'nobody@example.org',
        operator: 'operator:test',
      }),
    ).rejects.toThrow('No user has the email nobody@example.org');
  });

  it('when the running app is asked through the operator socket, then grant and list work there', async () => {
    const socket = path.join(os.tmpdir(), `academy-op-${process.pid}-${Date.now()}.sock`);
    const server = await serveOperatorSocket(socket, operatorHandlers(app.server.core));
    try {
      const member = await app.member();
      const granted = await callOperator(socket, {
        command: 'admin',
        args: { action: 'grant', email: member.email, operator: 'operator:ops' },
      });
      expect(granted).toMatchObject({ action: 'grant', userID: member.userID, changed: true });
      const listed = (await callOperator(socket, { command: 'admin', args: { action: 'list' } })) as {
        admins: { email: string }[];
      };
      expect(listed.admins.map((a) => a.email)).toEqual(expect.arrayContaining([admin.email, member.email]));
      await expect(
        callOperator(socket, {
          command: 'admin',
          args: { action: 'grant', email: 'x@example.org', operator: 'operator:ops' },
        }),
      ).rejects.toThrow(/No user has the email/);
    } finally {
      await server.close();
    }
  });
});
