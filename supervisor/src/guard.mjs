// The orphan guard's process (orphanGuard.ts starts it). Its stdin is a pipe from the process that
// started the services; lines "watch <pid>" name process groups to look after. When that pipe
// closes (the starter exited, or was killed with SIGKILL and could not stop anything), every group
// still alive gets SIGTERM, then SIGKILL after a grace, and the guard exits.
import { createInterface } from 'node:readline';

const GRACE_MS = Number(process.env.ORPHAN_GUARD_GRACE_MS ?? 10_000);
const watched = new Set();

function alive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

function signal(pid, name) {
  try {
    process.kill(-pid, name);
  } catch {
    try {
      process.kill(pid, name);
    } catch {}
  }
}

// A terminal's Ctrl-C is the starter's to handle: it stops the services in order.
process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [command, value] = line.trim().split(/\s+/);
  const pid = Number(value);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (command === 'watch') watched.add(pid);
  if (command === 'forget') watched.delete(pid);
});
lines.on('close', async () => {
  const left = [...watched].filter(alive);
  for (const pid of left) signal(pid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  while (left.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of left.filter(alive)) signal(pid, 'SIGKILL');
  process.exit(0);
});
