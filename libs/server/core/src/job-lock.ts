import { sql } from 'drizzle-orm';
import type { Db } from './context';
import { rowsOf } from './db';

/**
 * Background work that must happen once per interval however many API replicas run (the
 * payment-expiry sweep, the rate-limit cleanup). Each replica ticks on its own timer; a tick runs
 * the job only when it moved the job's last_run_at forward in the database itself, and that
 * only happens when the last run is older than the interval. The upsert is one atomic statement,
 * so two replicas ticking at once cannot both win.
 *
 * A claim is allowed a tenth of the interval early (at most a second): replicas tick at
 * different phases, and without the slack a tick landing a few milliseconds before the
 * interval is up would skip a whole interval.
 */
export async function claimJobRun(db: Db, name: string, intervalSeconds: number): Promise<boolean> {
  const due = Math.max(0, intervalSeconds - Math.min(1, intervalSeconds / 10));
  const rows = rowsOf(
    await db.execute(sql`
      insert into job_runs as j (name, last_run_at, runs) values (${name}, now(), 1)
      on conflict (name) do update set last_run_at = now(), runs = j.runs + 1
       where j.last_run_at <= now() - make_interval(secs => ${due})
      returning j.runs`),
  );
  return rows.length === 1;
}

export interface ClaimedJob {
  /** Unique per kind of work; the job_runs row's name. */
  name: string;
  intervalSeconds: number;
  run(): Promise<unknown>;
  /** Where failures go (the Fastify logger); a failed run is retried at the next interval. */
  onError(error: unknown): void;
}

/**
 * Ticks every interval and runs the job when this replica claimed the run. The timer is
 * unref'd (it never keeps the process alive); the answer stops it. An interval of 0 turns the
 * job off.
 */
export function startClaimedJob(db: Db, job: ClaimedJob): () => void {
  if (!(job.intervalSeconds > 0)) return () => undefined;
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      if (await claimJobRun(db, job.name, job.intervalSeconds)) await job.run();
    } catch (error) {
      if (!stopped) job.onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), job.intervalSeconds * 1000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
