// `npm run start:commands|start:queries|start:projections|start:relay`: one process of the
// scaled-out stack, for operators running without compose. Sets APP_ROLE and starts the built
// app (app/dist/main.js). Every role shares one PostgreSQL server (DATABASE_URL): PGlite is one
// process per folder. Each process keeps its lock and operator socket in its own DATA_DIR
// (default ./data/<role>; give replicas on one host a folder each).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const roles = ['commands', 'queries', 'projections', 'relay'];
const role = process.argv[2];
if (!roles.includes(role)) {
  process.stderr.write(`Usage: node scripts/start-role.mjs <${roles.join('|')}>\n`);
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  process.stderr.write(`APP_ROLE=${role} needs DATABASE_URL: the roles share one PostgreSQL server\n`);
  process.exit(1);
}
if (role === 'relay' && !process.env.KAFKA_BROKERS) {
  process.stderr.write('APP_ROLE=relay needs KAFKA_BROKERS: the relay produces to Kafka\n');
  process.exit(1);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.APP_ROLE = role;
process.env.DATA_DIR ||= path.join(root, 'data', role);
// Every role opens the same member keys: one folder of key-encryption keys for them all.
process.env.KEK_DIR ||= path.join(root, 'data', 'keys');
await import(pathToFileURL(path.join(root, 'app/dist/main.js')).href);
