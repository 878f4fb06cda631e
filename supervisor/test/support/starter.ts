// A stand-in for `npm start` in the orphan guard's test: starts the guard and a detached service
// (a shell running sleep), prints both pids, and waits to be killed.
import { spawn } from 'node:child_process';
import { startOrphanGuard } from '../../src/orphanGuard.ts';

const guard = startOrphanGuard();
const service = spawn('sh', ['-c', 'sleep 300 & wait'], { detached: true, stdio: 'ignore' });
guard.watch(service);
console.log(JSON.stringify({ guard: guard.pid, service: service.pid }));
setInterval(() => {}, 1_000);
