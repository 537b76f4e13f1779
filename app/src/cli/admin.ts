import os from 'node:os';
import { adminCommandOf, runAdminCommand, type AdminCommandResult } from '../operator/admins.js';
import { onData, runCli } from './on-data.js';

const usage = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

const operatorName = (): string => {
  try {
    return `operator:${os.userInfo().username}`;
  } catch {
    return `operator:${process.env.USER ?? 'unknown'}`;
  }
};

const describe = (result: AdminCommandResult): string => {
  if (result.action === 'list') {
    if (result.admins.length === 0) return 'No admins yet. Grant one with: npm run admin -- grant <email>';
    return result.admins.map((a) => `${a.email}\t${a.firstName} ${a.lastName}\t${a.userID}`).join('\n');
  }
  if (result.action === 'grant') {
    return result.changed
      ? `${result.email} is now an admin.`
      : `${result.email} was already an admin; nothing changed.`;
  }
  return result.changed
    ? `${result.email} is no longer an admin.`
    : `${result.email} was not an admin; nothing changed.`;
};

/** `npm run admin -- grant|revoke <email>` and `list`: through the running app, or on the data folder. */
runCli(async () => {
  const [action, email, extra] = process.argv.slice(2);
  const needsEmail = action === 'grant' || action === 'revoke';
  if (
    !(needsEmail || action === 'list') ||
    (needsEmail && !email) ||
    (!needsEmail && email) ||
    extra !== undefined
  ) {
    throw new Error(usage);
  }
  const command = adminCommandOf({ action, email, operator: operatorName() });
  const result = (await onData(
    'admin',
    { ...command },
    {
      remote: () => undefined,
      local: (core) => runAdminCommand(core, command),
    },
  )) as AdminCommandResult;
  process.stdout.write(`${describe(result)}\n`);
});
