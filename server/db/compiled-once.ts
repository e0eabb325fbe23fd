import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database.js';

/** The values a query is run with: each a bound parameter (strings and numbers, as the feed's are). */
export type QueryValues = Record<string, string | number>;

interface Template {
  sql: string;
  parameters: readonly unknown[];
  /** For each parameter, the name of the value it takes, or undefined for a constant of the query. */
  slots: (string | undefined)[];
}

const templates = new WeakMap<Db, Map<string, Template>>();

/** A value no caller sends, standing for `name` while the query is compiled. */
const placeholderFor = (name: string, value: string | number, index: number): string | number =>
  typeof value === 'number' ? -2_000_000_000 - index : `\u0000placeholder:${name}`;

/**
 * Runs a Kysely query built and compiled once per `shape` and database, then with each call's values.
 * Building and compiling the feed's query (dozens of nodes, rewritten to snake_case by the camel-case
 * plugin) cost about as much as running it. `build` must give the same query for the same shape whatever
 * the values (anything that changes the SQL belongs in the shape); every value becomes a bound
 * parameter, found again by its placeholder, and a value the compiled query does not bind is an error.
 */
export async function executeCompiledOnce<Row, Values extends QueryValues>(
  db: Db,
  shape: string,
  values: Values,
  build: (values: Values) => Compilable<Row>,
): Promise<Row[]> {
  let byShape = templates.get(db);
  if (!byShape) {
    byShape = new Map();
    templates.set(db, byShape);
  }
  let template = byShape.get(shape);
  if (!template) {
    const names = Object.keys(values);
    const placeholders = Object.fromEntries(names.map((name, index) => [name, placeholderFor(name, values[name]!, index)])) as Values;
    const compiled = build(placeholders).compile();
    const slots = compiled.parameters.map((parameter) => names.find((name) => placeholders[name] === parameter));
    const unbound = names.filter((name) => !slots.includes(name));
    if (unbound.length > 0) throw new Error(`query shape "${shape}" does not bind ${unbound.join(', ')} as parameters`);
    template = { sql: compiled.sql, parameters: compiled.parameters, slots };
    byShape.set(shape, template);
  }
  const parameters = template.parameters.map((parameter, index) => {
    const slot = template.slots[index];
    return slot === undefined ? parameter : values[slot];
  });
  const result = await db.executeQuery(CompiledQuery.raw(template.sql, parameters) as CompiledQuery<Row>);
  return result.rows;
}
