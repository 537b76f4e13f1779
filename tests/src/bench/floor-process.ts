// The floor's server (floor-app.ts) in a process of its own, forked by open-loop-floor-cli.ts: it
// opens the database as the app does (`openDatabase`: DATABASE_URL's server through a `pg` pool of
// the app's size, or the embedded PostgreSQL in DATA_DIR, which it starts), listens on 127.0.0.1
// (a free port) and says where over the IPC channel; `stop` closes both.
import { type AddressInfo } from 'node:net';
import { loadConfig, openDatabase } from '@academy/platform';
import { floorApp } from './floor-app.js';
import { type FromServer, type ToServer } from './server-messages.js';

const send = (message: FromServer, then?: () => void) => process.send!(message, then);

try {
  const { db, description } = await openDatabase(loadConfig(process.env));
  process.stderr.write(`  · the floor reads ${description}\n`);
  const server = floorApp(db).listen(0, '127.0.0.1', () => {
    send({ type: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  process.on('message', (message: ToServer) => {
    if (message.type !== 'stop') return;
    server.close();
    server.closeAllConnections();
    void db.close().finally(() => send({ type: 'stopped' }, () => process.exit(0)));
  });
} catch (error) {
  send({ type: 'failed', message: String(error) }, () => process.exit(1));
}
