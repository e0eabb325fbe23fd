import pg from 'pg';

/** What every write notifies on PostgreSQL (the triggers of migration 0008). */
export const CHANGES_CHANNEL = 'kindred_changes';

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'kindred change listener';

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * A connection can die without a word (a cable, a firewall, a frozen host): until that is noticed its
 * notifications are missed while it still looks alive, so it is asked something this often, and given
 * up when no answer comes in time.
 */
const HEARTBEAT_MS = 2_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * One dedicated connection per database handle, LISTENing on CHANGES_CHANNEL, and a count of changes:
 * every notification, and every write of this process (`noteWrite`, called by the pool once a
 * connection that wrote is released, i.e. after its commit), moves it. `marker()` reads it with no round
 * trip while the connection listens.
 *
 * How stale it can be: a notification is sent when the writing transaction commits, so another
 * instance's write is counted only once its notification has been delivered here (PostgreSQL signals the
 * listening backend, which sends it on; then this process's event loop reads it) — milliseconds, more
 * on a loaded machine. This process's own writes count at once, and again when their notification
 * comes back (something kept is rendered once too often, never served stale). A connection that is
 * closed or ends (a restart, `pg_terminate_backend`) is dropped at once; one that dies without a word
 * misses other instances' writes until the heartbeat notices, within HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS.
 *
 * While it does not listen (before the first connection, after a loss, while reconnecting with backoff)
 * `marker()` is undefined and the caller asks the database instead. Each new connection starts a new
 * generation, so no marker read before a gap, when notifications may have been missed, is given again.
 * Connects on the first `marker()`, so a handle that never needs one (a CLI) opens no connection.
 */
export class ChangeListener {
  /** The connection being opened or listening; a lost one is dropped at once. */
  private client: pg.Client | undefined;
  private listening = false;
  private generation = 0;
  private changes = 0;
  private started = false;
  private closed = false;
  private retryMs = RECONNECT_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly onError: (error: Error) => void,
  ) {}

  /** `n<generation>:<changes>` while listening, else undefined (ask the database). */
  marker(): string | undefined {
    if (!this.started) {
      this.started = true;
      void this.connect();
    }
    return this.listening ? `n${this.generation}:${this.changes}` : undefined;
  }

  /** This process committed a write: count it now rather than when its own notification comes back. */
  noteWrite(): void {
    this.changes += 1;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.drop();
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
      keepAlive: true,
    });
    this.client = client;
    // Counted from any connection, even one being dropped: a change too many only re-reads something.
    client.on('notification', () => this.noteWrite());
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      this.lose(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.client !== client) return; // closed or lost meanwhile
    this.generation += 1;
    this.listening = true;
    this.retryMs = RECONNECT_FIRST_MS;
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch((error: Error) => this.lose(client, error));
    }, HEARTBEAT_MS).unref();
  }

  private drop(): void {
    this.client = undefined;
    this.listening = false;
    clearInterval(this.heartbeat);
  }

  private lose(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.drop();
    if (error) this.onError(error);
    // A connection that did not answer is cut, not waited for.
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }
}
