import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on right now, for a server whose address a test must know before it starts
 * (its public URL, or the address another server is told). A fixed port would collide with a second test run
 * on the same machine.
 */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
