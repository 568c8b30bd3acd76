import net from 'node:net';

type WriteCallback = (err?: Error | null) => void;

/**
 * The socket of a PostgreSQL connection (node-postgres's documented `stream` option, a
 * factory called once per connection of the pool): the writes made in one turn of the event
 * loop leave as one system call. node-postgres writes every message of a query on its own and
 * corks only within one query; a statement outside a transaction is three queries (`BEGIN`
 * with the archive's scope, the statement, `COMMIT`: archive-scope.ts) and a pipelined batch
 * several (pipelined-transaction.ts), all made in the same turn. Corked at the first write
 * and uncorked on the next tick, they go out together — where system calls are slow (a
 * virtual machine's), one instead of three or more. Nothing waits longer than the current
 * turn, so a lone query leaves as soon as before.
 *
 * Node's `connect` puts the stream's own `write` on the socket (in case an earlier `end`
 * replaced it), so the corking `write` is put there after each `connect`, not on the
 * prototype.
 */
export class CorkedSocket extends net.Socket {
  #corked = false;

  override connect(options: net.SocketConnectOpts, connectionListener?: () => void): this;
  override connect(port: number, host: string, connectionListener?: () => void): this;
  override connect(port: number, connectionListener?: () => void): this;
  override connect(path: string, connectionListener?: () => void): this;
  override connect(...args: unknown[]): this {
    (super.connect as (...a: unknown[]) => this)(...args);
    this.write = this.#write;
    return this;
  }

  #write(chunk: string | Uint8Array, cb?: WriteCallback): boolean;
  #write(chunk: string | Uint8Array, encoding?: BufferEncoding, cb?: WriteCallback): boolean;
  #write(
    chunk: string | Uint8Array,
    encodingOrCb?: BufferEncoding | WriteCallback,
    cb?: WriteCallback,
  ): boolean {
    if (!this.#corked) {
      this.#corked = true;
      this.cork();
      process.nextTick(() => {
        this.#corked = false;
        this.uncork();
      });
    }
    // the stream's own write, as Node's connect sets it
    return (net.Socket.prototype.write as (...a: unknown[]) => boolean).call(
      this,
      chunk,
      encodingOrCb,
      cb,
    );
  }
}

/** The `stream` option of a pool's connections: a corked socket each. */
export const corkedSocket = (): net.Socket => new CorkedSocket();
