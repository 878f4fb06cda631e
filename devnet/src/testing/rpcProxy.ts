import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * Forwards `port` to an RPC on `upstreamPort`; while down it resets every connection, as a node
 * that died would. Keeper and hub tests point a service at it to take its RPC away and give it back.
 * Port 0 takes a free port (read `port` or `url` after listen()).
 */
export class RpcProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private up = true;
  /** Connections reset since the last goDown(). */
  refused = 0;

  constructor(
    public port: number,
    private readonly upstreamPort: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const server = createServer((client) => {
      if (!this.up) {
        this.refused++;
        client.destroy();
        return;
      }
      const upstream = connect(this.upstreamPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  goDown(): void {
    this.up = false;
    this.refused = 0;
    for (const socket of this.sockets) socket.destroy();
  }

  comeBack(): void {
    this.up = true;
  }

  async close(): Promise<void> {
    this.goDown();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
