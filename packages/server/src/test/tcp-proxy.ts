import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP relay on loopback in front of a database server: `cut()` closes the listener and
 * every relayed connection (the database seems gone: connections drop, new ones are
 * refused), `restore()` listens on the same port again. The database server itself is never
 * touched.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((inbound) => {
        const outbound = connect(targetPort, targetHost);
        for (const socket of [inbound, outbound]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          // a cut or a closed peer: end the other side too, never throw
          socket.on('error', () => undefined);
        }
        inbound.on('close', () => outbound.destroy());
        outbound.on('close', () => inbound.destroy());
        inbound.pipe(outbound).pipe(inbound);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });

  const cut = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: async () => {
      if (!server) await listen();
    },
    close: cut,
  };
}

/** A loopback port nothing listens on (taken and given back at once). */
export async function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
