import { describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { openMeilisearch } from './meili-client.js';

// A compressed answer from Meilisearch cost about 45 ms a multi-search on loopback (the pieces
// waited for a delayed acknowledgement); the client asks for answers uncompressed. The stand-in
// server records what a search request asks for.
describe('the Meilisearch client', () => {
  it('asks for uncompressed answers, with its key', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ results: [] }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const client = openMeilisearch({ url: `http://127.0.0.1:${port}`, key: 'a-master-key-of-16+' });
      await client.multiSearch({ queries: [{ indexUid: 'members', q: 'ada' }] });
      expect(seen).toHaveLength(1);
      expect(seen[0]!['accept-encoding']).toBe('identity');
      expect(seen[0]!.authorization).toBe('Bearer a-master-key-of-16+');
    } finally {
      server.close();
    }
  });
});
