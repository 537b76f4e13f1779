import net from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
