// A throwaway PostgreSQL 15 server on loopback for the indexer's and the hub's Postgres tests:
// initdb in a temporary folder, pg_ctl start on a free port, stop and delete at the end. As root,
// initdb refuses to run, so the server runs as the `postgres` user that Debian's package creates.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';

const DEBIAN_BIN = '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Where initdb and pg_ctl of Postgres 15 are, or undefined when they are not installed. */
export function findPostgresBin(): string | undefined {
  if (existsSync(join(DEBIAN_BIN, 'pg_ctl')) && existsSync(join(DEBIAN_BIN, 'initdb'))) return DEBIAN_BIN;
  try {
    const pgCtl = execFileSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).trim();
    const version = execFileSync(pgCtl, ['--version'], { encoding: 'utf8' });
    return /\b15\./.test(version) ? pgCtl.replace(/\/pg_ctl$/, '') : undefined;
  } catch {
    return undefined;
  }
}

function ownerIds(user: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startPostgres(bin: string): Promise<PostgresServer> {
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'flaskswap-postgres-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const { uid, gid } = ownerIds('postgres');
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, tool), ...args] : [join(bin, tool), ...args];
    execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    databaseUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
