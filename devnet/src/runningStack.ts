// What `npm start` runs, and how it all stops: on Ctrl-C (SIGINT), SIGTERM or SIGHUP, on a failed
// start, or when the chain itself dies. Every service stops gracefully (the chain last, saving its
// state); a second Ctrl-C kills them all at once. An orphan guard kills whatever is left should this
// process itself be killed with SIGKILL, so no service ever outlives `npm start`.
import type { ChildProcess } from 'node:child_process';
import { type OrphanGuard, startOrphanGuard } from '@flaskswap/supervisor';

export interface StackPart {
  name: string;
  stop(): Promise<void>;
  /** Kills it at once (a second Ctrl-C); nothing when there is no process to kill. */
  kill?(): void;
}

export class RunningStack {
  private readonly parts: StackPart[] = [];
  private stopping = false;
  readonly guard: OrphanGuard = startOrphanGuard();

  constructor(private readonly log: (message: string) => void = console.log) {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => (this.stopping ? this.kill() : void this.stop(0)));
    }
  }

  /** Watches `child` (the guard kills its group should this process die) and returns it. */
  watch = (child: ChildProcess): ChildProcess => {
    this.guard.watch(child);
    return child;
  };

  /** Adds a running part; the first one added (the chain) is stopped last. */
  add(part: StackPart): void {
    this.parts.push(part);
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** Stops every part (the chain last) and exits with `code`; `reason` is printed first. */
  async stop(code: number, reason?: string): Promise<never> {
    if (!this.stopping) {
      this.stopping = true;
      if (reason) console.error(`\n${reason}`);
      const [chain, ...services] = this.parts;
      this.log(
        `\nStopping ${[...services.map((part) => part.name).reverse(), chain?.name].filter(Boolean).join(', ')}… (Ctrl-C again to kill them at once)`,
      );
      const stopped = (part: StackPart) =>
        part.stop().catch((error: unknown) => {
          console.error(`${part.name}: did not stop cleanly (${error instanceof Error ? error.message : error})`);
        });
      await Promise.all(services.map(stopped));
      if (chain) await stopped(chain);
      process.exit(code);
    }
    return new Promise<never>(() => {});
  }

  /** Kills every part at once and exits (the chain's last saved state stays: it is written atomically). */
  kill(): never {
    console.error('\nKilling every service now.');
    for (const part of this.parts) part.kill?.();
    process.exit(130);
  }
}
