import { randomUUID } from 'node:crypto';
import { type SqlClient } from '@academy/platform';

/** How often a process renews the heartbeat of the Idempotency-Key claims it runs. */
export const HEARTBEAT_MS = 5_000;

/** A claim whose heartbeat is older than this is stale: its process is taken for dead. */
export const STALE_AFTER_MS = 15_000;

/** One claim this process holds (a key may be claimed again once let go of: each hold is its own). */
export interface HeldClaim {
  scope: string;
  key: string;
}

/**
 * The Idempotency-Key claims this process runs. Each claim's row names its owner (this process's
 * id, made at start) and a heartbeat time; while claims are held, one UPDATE every few seconds
 * renews the heartbeat of all of them. The timer is unref'd and runs only while a claim is held
 * (it stops with the last one, and on `stop()`), so a stopping server ends it with its last answer.
 */
export class ClaimLeases {
  /** This process, in the rows of its claims. */
  readonly owner = randomUUID();
  private readonly held = new Set<HeldClaim>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: SqlClient,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  hold(scope: string, key: string): HeldClaim {
    const claim = { scope, key };
    this.held.add(claim);
    if (!this.timer) {
      this.timer = setInterval(() => void this.renew(), this.heartbeatMs);
      this.timer.unref();
    }
    return claim;
  }

  release(claim: HeldClaim): void {
    this.held.delete(claim);
    if (this.held.size === 0) this.stop();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One statement for every claim held; a failure waits for the next beat (the claims stay fresh 15 s). */
  private async renew(): Promise<void> {
    const claims = [...this.held];
    if (claims.length === 0) return;
    await this.db
      .query(
        `update idempotency_keys set heartbeat_at = now()
          where owner = $1 and status is null
            and (scope, key) in (select * from unnest($2::text[], $3::text[]))`,
        [this.owner, claims.map((c) => c.scope), claims.map((c) => c.key)],
      )
      .catch(() => undefined);
  }
}
