import net from 'node:net';

/** A loopback port nothing listens on right now, chosen by the OS. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
