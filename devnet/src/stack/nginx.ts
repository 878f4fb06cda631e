// The load balancer of `npm run stack` (docs/deploy.md, "Serving"): Debian's nginx, not one written
// here. It spreads requests over the indexer's and the hub's replicas (least connections) and
// keeps the indexer's GET answers for as long as their Cache-Control says (one block), so N
// visitors of the same page in the same block cost the replicas one query.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';

export interface Balanced {
  /** Where the balancer listens (127.0.0.1). */
  port: number;
  /** The replicas' ports on 127.0.0.1. */
  upstreams: number[];
  /** Cache GET answers as their Cache-Control allows (the indexer), or never (the hub). */
  cache: boolean;
}

export interface Nginx {
  stop(): Promise<void>;
}

/** Whether Debian's nginx is installed (`apt-get install nginx-light`; scripts/ensure-system.mjs). */
export const nginxInstalled = () => existsSync(NGINX);

function server(name: string, site: Balanced): string {
  const cache = site.cache
    ? `
      proxy_cache reads;
      proxy_cache_methods GET HEAD;
      # One request per URL goes to a replica while the others wait for its answer.
      proxy_cache_lock on;
      proxy_cache_lock_timeout 2s;
      # The ETag of the indexed block: a client's If-None-Match is answered 304 from the cache.
      proxy_cache_revalidate on;
      # Never older than one block, except while no replica answers.
      proxy_cache_use_stale error timeout http_502 http_503;
      add_header X-Cache-Status $upstream_cache_status always;`
    : '';
  return `
  upstream ${name} {
    least_conn;
${site.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${site.port};
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout http_502 http_503;
      # Which replica answered (a 200 from the cache names none).
      add_header X-Upstream $upstream_addr always;${cache}
    }
  }`;
}

/** The configuration: one worker per core, an in-memory-sized disk cache under `dir`. */
export function nginxConfig(dir: string, sites: Record<string, Balanced>): string {
  const temp = (name: string) => join(dir, 'temp', name);
  return `# Written by devnet/src/stack/nginx.ts for \`npm run stack\`.
${userInfo().uid === 0 ? 'user root;\n' : ''}worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  proxy_cache_path ${join(dir, 'cache')} levels=1:2 keys_zone=reads:16m max_size=256m inactive=10s use_temp_path=off;
${Object.entries(sites)
  .map(([name, site]) => server(name, site))
  .join('\n')}
}
`;
}

/** Starts nginx in the foreground of a child process with its files under `dir`. */
export async function startNginx(dir: string, sites: Record<string, Balanced>): Promise<Nginx> {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, sites));
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', config], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.all(Object.values(sites).map((site) => waitForPort(site.port, child)));
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGQUIT: finish the requests in flight, then exit.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (code ${child.exitCode}) before it listened`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port} in ${timeoutMs / 1000} s`);
}
