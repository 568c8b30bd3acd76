import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_DRIVERS, createTestDatabase } from '../test/databases';
import { rowsOf } from './client';
import { CorkedSocket } from './corked-socket';

/** A loopback server that collects what it receives. */
async function collector(): Promise<{ port: number; received: () => string; close: () => void }> {
  const chunks: Buffer[] = [];
  const server = net.createServer((socket) => socket.on('data', (c: Buffer) => chunks.push(c)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received: () => Buffer.concat(chunks).toString(),
    close: () => server.close(),
  };
}

const tick = () => new Promise((resolve) => process.nextTick(resolve));

describe('the corked socket of a PostgreSQL connection', () => {
  const open: Array<() => void> = [];
  afterEach(() => open.splice(0).forEach((close) => close()));

  it('sends the writes of one turn together, in order, and nothing stays corked after it', async () => {
    const peer = await collector();
    open.push(peer.close);
    const socket = new CorkedSocket();
    open.push(() => socket.destroy());
    await new Promise<void>((resolve) => socket.connect(peer.port, '127.0.0.1', resolve));
    const many = vi.spyOn(socket, '_writev');
    const one = vi.spyOn(socket, '_write');
    const written: string[] = [];
    socket.write('BEGIN;');
    expect(socket.writableCorked).toBe(1);
    socket.write(Buffer.from('SELECT 1;'), () => written.push('statement'));
    socket.write('COMMIT;', () => written.push('commit'));
    expect(many).not.toHaveBeenCalled();
    await tick();
    expect(socket.writableCorked).toBe(0);
    // one system call's worth: the three chunks handed to the socket together
    expect(many).toHaveBeenCalledTimes(1);
    expect(many.mock.calls[0]![0]).toHaveLength(3);
    expect(one).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(peer.received()).toBe('BEGIN;SELECT 1;COMMIT;'));
    await vi.waitFor(() => expect(written).toEqual(['statement', 'commit']));

    // the next turn's lone write leaves at that turn's end, on its own
    socket.write('SELECT 2;');
    await tick();
    expect(socket.writableCorked).toBe(0);
    await vi.waitFor(() => expect(peer.received()).toBe('BEGIN;SELECT 1;COMMIT;SELECT 2;'));
  });

  it.runIf(TEST_DRIVERS.includes('postgres'))(
    "is the pool's socket: its connections connect through it and answer",
    async () => {
      const connect = vi.spyOn(CorkedSocket.prototype, 'connect');
      const database = await createTestDatabase('postgres');
      try {
        const rows = rowsOf<{ answer: number }>(
          await database.db.execute(sql`SELECT 42 AS answer`),
        );
        expect(rows).toEqual([{ answer: 42 }]);
        expect(connect).toHaveBeenCalled();
      } finally {
        connect.mockRestore();
        await database.close();
      }
    },
    60_000,
  );
});
