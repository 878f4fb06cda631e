import { createServer } from 'node:net';

/** Whether nothing listens on `port` at `host` (a quick bind and close). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Throws naming every busy port of `ports` ({ name: port }), before anything is started on them. */
export async function assertPortsFree(ports: Record<string, number>, host = '127.0.0.1'): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) if (!(await isPortFree(port, host))) busy.push(`${name} ${port}`);
  if (busy.length > 0) {
    throw new Error(`Port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Stop what uses them first.`);
  }
}
