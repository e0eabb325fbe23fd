import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Command tags of statements that change no data; any other (an unknown one too) counts as a write. */
const READ_ONLY_COMMANDS = new Set(['SELECT', 'SHOW', 'BEGIN', 'START', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'SET']);
/** Commands that say how many rows they changed: none changed, nothing was written (a claim lost, a sweep that found nothing). */
const ROW_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

interface CommandResult {
  command: string | null;
  rowCount: number | null;
}

/**
 * Whether a statement may have changed data, from the command tag PostgreSQL answered with (a
 * multi-statement text answers one per statement). A SELECT can write too, through a data-modifying
 * WITH, so one that starts with WITH counts as a write. A function that writes, called by a SELECT,
 * is not seen here: only its notification tells of it.
 */
export function mayHaveWritten(sql: string, result: unknown): boolean {
  const results = (Array.isArray(result) ? result : [result]) as CommandResult[];
  return results.some(({ command, rowCount }) => {
    if (command === null) return false;
    if (ROW_COMMANDS.has(command)) return rowCount !== 0;
    if (command === 'SELECT') return /^\s*with\b/i.test(sql);
    return !READ_ONLY_COMMANDS.has(command);
  });
}

/** A pooled connection that remembers whether it wrote while lent, and says so once given back. */
class WriteReportingClient implements PostgresPoolClient {
  private wrote = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly onWritten: () => void,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // A cursor only reads (Kysely streams SELECTs through one).
    if (typeof sqlOrCursor !== 'string') return (this.client as unknown as PostgresPoolClient).query(sqlOrCursor);
    return this.client.query(sqlOrCursor, parameters as unknown[]).then((result) => {
      if (mayHaveWritten(sqlOrCursor, result)) this.wrote = true;
      return result as unknown as PostgresQueryResult<R>;
    });
  }

  /** Kysely gives a connection back after its statement, or after the COMMIT or ROLLBACK of its transaction. */
  release(): void {
    this.client.release();
    if (!this.wrote) return;
    this.wrote = false;
    this.onWritten();
  }
}

/**
 * The pool Kysely is given on PostgreSQL: `onWritten` is called each time a connection that ran a
 * statement that may have written is given back, which is after the write was committed (or rolled
 * back), so anything read after the call sees it.
 */
export function writeReportingPool(pool: pg.Pool, onWritten: () => void): PostgresPool {
  // One wrapper per connection, so that Kysely, which keeps its own state by connection, finds it again.
  const wrappers = new WeakMap<pg.PoolClient, WriteReportingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = new WriteReportingClient(client, onWritten);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
