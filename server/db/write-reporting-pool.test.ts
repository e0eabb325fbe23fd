import { describe, expect, it } from 'vitest';
import { mayHaveWritten } from './write-reporting-pool.js';

const result = (command: string | null, rowCount: number | null = 0) => ({ command, rowCount, rows: [] });

describe('what counts as a write of this process', () => {
  it('counts statements that changed rows, and every statement whose effect it cannot tell', () => {
    expect(mayHaveWritten('insert into notes values (1)', result('INSERT', 1))).toBe(true);
    expect(mayHaveWritten('update notes set body = $1', result('UPDATE', 3))).toBe(true);
    expect(mayHaveWritten('delete from notes', result('DELETE', 1))).toBe(true);
    expect(mayHaveWritten('truncate notes', result('TRUNCATE', null))).toBe(true);
    expect(mayHaveWritten('create table notes (id int)', result('CREATE', null))).toBe(true);
    expect(mayHaveWritten('with gone as (delete from notes returning id) select id from gone', result('SELECT', 0))).toBe(true);
    expect(mayHaveWritten('select 1; update notes set body = null', [result('SELECT', 1), result('UPDATE', 2)])).toBe(true);
  });

  it('does not count reads, transaction control, or a statement that changed no row', () => {
    expect(mayHaveWritten('select * from notes', result('SELECT', 20))).toBe(false);
    for (const command of ['BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'SET', 'SHOW']) expect(mayHaveWritten(command.toLowerCase(), result(command)), command).toBe(false);
    expect(mayHaveWritten("update moderation_jobs set state = 'running' where id = $1 and state = 'queued'", result('UPDATE', 0))).toBe(false);
    expect(mayHaveWritten('', result(null, null))).toBe(false);
  });
});
