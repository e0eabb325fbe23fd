/**
 * `npm run bench:load`: the server under load. The real server on a fresh data dir seeded with a
 * realistic community, and a bare Fastify hello-world in the same run as the baseline; autocannon fires
 * from a worker thread, so the server keeps the main thread to itself. Prints req/s, p50/p99, requests
 * that did not get the expected status and the ratio to hello-world for each route, then the mixed
 * scenario (members polling while others post) with its errors and lost messages. Each route is timed in
 * slices of about 2 s, each after an equal slice of hello-world, and compared with those slices: on a
 * machine whose speed drifts (other work on it) both move alike. Hello-world against itself shows how
 * far two measurements of the same thing land apart.
 *
 * LOAD_SECONDS (default 10) is each route's time, LOAD_CONNECTIONS (20) its connections, MIXED_SECONDS
 * (120) the mixed scenario, MIXED_MEMBERS (500) and MIXED_POSTS_PER_SECOND (5) its shape. DATABASE_URL
 * runs it on PostgreSQL instead of SQLite. LOAD_ONLY=<regex> runs only the routes whose name matches (and the
 * mixed scenario only if "mixed" matches), e.g. LOAD_ONLY='hello|feed' while profiling with `node --cpu-prof`.
 */
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const SECONDS = envNumber('LOAD_SECONDS', 10);
const CONNECTIONS = envNumber('LOAD_CONNECTIONS', 20);
const MIXED_SECONDS = envNumber('MIXED_SECONDS', 120);
const MIXED_MEMBERS = envNumber('MIXED_MEMBERS', 500);
const MIXED_POSTS_PER_SECOND = envNumber('MIXED_POSTS_PER_SECOND', 5);
const ONLY = process.env.LOAD_ONLY ? new RegExp(process.env.LOAD_ONLY, 'i') : undefined;
const FEED_POLL_MS = 10_000;
const NOTIFICATION_POLL_MS = 30_000;

/** The seeded community. */
const SEED = { members: MIXED_MEMBERS + 150, approved: 2_000, pending: 60, rejected: 60, maxRepliesPerMessage: 6, days: 30 };
const CATEGORIES = ['stress_anxiety', 'family_friendships', 'grief_loss', 'habits_recovery'] as const;

// ---------------------------------------------------------------------------------------------------
// The worker thread: load generation only.

/** What one autocannon run fires at. */
interface Target {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Rotated per request, each with the body of the same index (modulo). */
  cookies?: string[];
  bodies?: string[];
}

/**
 * A route measured against the baseline in alternating slices (baseline, route, baseline, route…), so a
 * machine whose speed drifts (other work on it) moves both alike and the ratio stays meaningful.
 */
interface CannonJob {
  kind: 'cannon';
  route: Target;
  baseline: Target;
  connections: number;
  rounds: number;
  routeSeconds: number;
  baselineSeconds: number;
}

interface Measured {
  requestsPerSecond: number;
  /** The server thread's CPU time per completed request, in µs (undefined where Linux's schedstat is not there). */
  serverCpuMicros: number | undefined;
  p50: number;
  p99: number;
  total: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

interface CannonResult {
  route: Measured;
  baseline: Measured;
}

interface MixedJob {
  kind: 'mixed';
  url: string;
  cookies: string[];
  seconds: number;
  postsPerSecond: number;
  postBodies: string[];
}

interface Tally {
  requests: number;
  statuses: Record<string, number>;
  /** Network errors and unexpected statuses. */
  errors: number;
  latencies: number[];
}

interface MixedResult {
  feed: Tally;
  notifications: Tally;
  posts: Tally;
  postedIds: string[];
  answeredStatuses: Record<string, number>;
  errorSamples: string[];
}

type Aggregate = (results: unknown[], opts: unknown) => autocannon.Result;

/**
 * CPU time the main thread (the servers') has had so far, in ns, from Linux's per-thread schedstat; read
 * from this worker thread. Unlike req/s it hardly moves when other work on the machine takes the cores.
 */
function serverThreadCpuNs(): number | undefined {
  try {
    return Number(readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}

/** Fires at one target for a while, again and again, each time carrying on with its rotation of cookies and bodies. */
function cannonAt(target: Target, connections: number) {
  let counter = 0;
  const { cookies, bodies } = target;
  const raws: RawCannonResult[] = [];
  let cpuNs: number | undefined = 0;
  const optionsFor = (seconds: number) => ({
    url: target.url,
    connections,
    duration: seconds,
    requests: [
      {
        method: target.method,
        path: target.path,
        headers: { ...target.headers, ...(target.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        setupRequest: (request: autocannon.Request) => {
          const i = counter;
          counter += 1;
          const headers = { ...request.headers, ...(cookies ? { cookie: cookies[i % cookies.length]! } : {}) };
          return { ...request, headers, ...(bodies ? { body: bodies[i % bodies.length]! } : {}) };
        },
      },
    ],
  });
  return {
    async fire(seconds: number, counted = true): Promise<void> {
      // Off the main thread autocannon answers its raw counts, aggregated below.
      const cpuBefore = serverThreadCpuNs();
      const raw = (await autocannon(optionsFor(seconds))) as unknown as RawCannonResult;
      const cpuAfter = serverThreadCpuNs();
      if (!counted) return;
      raws.push(raw);
      cpuNs = cpuNs === undefined || cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuNs + cpuAfter - cpuBefore;
    },
    measured(): Measured {
      const statuses: Record<string, number> = {};
      for (const raw of raws) for (const [code, stat] of Object.entries(raw.statusCodeStats)) statuses[code] = (statuses[code] ?? 0) + stat.count;
      // Counted first: aggregating adds the other runs' status counts into the first run's.
      const aggregate = (autocannon as unknown as { aggregateResult: Aggregate }).aggregateResult(raws, optionsFor(1));
      const total = raws.reduce((sum, raw) => sum + raw.totalCompletedRequests, 0);
      return {
        requestsPerSecond: total / raws.reduce((sum, raw) => sum + raw.duration, 0),
        serverCpuMicros: cpuNs === undefined || total === 0 ? undefined : cpuNs / 1000 / total,
        p50: aggregate.latency.p50,
        p99: aggregate.latency.p99,
        total,
        statuses,
        errors: raws.reduce((sum, raw) => sum + raw.errors, 0),
        timeouts: raws.reduce((sum, raw) => sum + raw.timeouts, 0),
      };
    },
  };
}

async function runCannon(job: CannonJob): Promise<CannonResult> {
  const route = cannonAt(job.route, job.connections);
  const baseline = cannonAt(job.baseline, job.connections);
  // A short warm-up, so the optimiser has seen the route before it is timed.
  await route.fire(1, false);
  for (let round = 0; round < job.rounds; round += 1) {
    await baseline.fire(job.baselineSeconds);
    await route.fire(job.routeSeconds);
  }
  return { route: route.measured(), baseline: baseline.measured() };
}

interface RawCannonResult {
  totalCompletedRequests: number;
  /** Seconds. */
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

const newTally = (): Tally => ({ requests: 0, statuses: {}, errors: 0, latencies: [] });

async function runMixed(job: MixedJob): Promise<MixedResult> {
  const result: MixedResult = { feed: newTally(), notifications: newTally(), posts: newTally(), postedIds: [], answeredStatuses: {}, errorSamples: [] };
  const pending = new Set<Promise<void>>();
  const noteError = (what: string) => {
    if (result.errorSamples.length < 10) result.errorSamples.push(what);
  };

  const request = (tally: Tally, path: string, init: RequestInit, ok: (status: number) => boolean, onBody?: (response: Response) => Promise<void>) => {
    const started = performance.now();
    const run = (async () => {
      try {
        const response = await fetch(`${job.url}${path}`, init);
        if (onBody && ok(response.status)) await onBody(response);
        else await response.arrayBuffer();
        tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
        if (!ok(response.status)) {
          tally.errors += 1;
          noteError(`${init.method ?? 'GET'} ${path}: ${response.status}`);
        }
      } catch (error) {
        tally.errors += 1;
        const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
        noteError(`${init.method ?? 'GET'} ${path}: ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`);
      } finally {
        tally.requests += 1;
        tally.latencies.push(performance.now() - started);
      }
    })();
    pending.add(run);
    void run.finally(() => pending.delete(run));
  };

  const etags = new Map<number, string>();
  const pollFeed = (member: number) => {
    const etag = etags.get(member);
    request(
      result.feed,
      '/api/messages?myFeed=true',
      { headers: { cookie: job.cookies[member]!, ...(etag ? { 'if-none-match': etag } : {}) } },
      (status) => status === 200 || status === 304,
      async (response) => {
        const tag = response.headers.get('etag');
        if (tag) etags.set(member, tag);
        await response.arrayBuffer();
      },
    );
  };
  const pollNotifications = (member: number) => {
    const init = { headers: { cookie: job.cookies[member]! } };
    request(result.notifications, '/api/notifications', init, (status) => status === 200);
    request(result.notifications, '/api/notifications/unread-count', init, (status) => status === 200);
  };
  let posted = 0;
  const post = () => {
    const i = posted;
    posted += 1;
    const member = i % job.cookies.length;
    request(
      result.posts,
      '/api/messages/text',
      { method: 'POST', headers: { cookie: job.cookies[member]!, 'content-type': 'application/json' }, body: job.postBodies[i % job.postBodies.length]! },
      (status) => status === 200,
      async (response) => {
        const outcome = (await response.json()) as { id: string; status: string };
        result.postedIds.push(outcome.id);
        result.answeredStatuses[outcome.status] = (result.answeredStatuses[outcome.status] ?? 0) + 1;
      },
    );
  };

  // Every member starts at a random point of their intervals, as real clients do.
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, offset: number, run: () => void) => {
    timers.push(
      setTimeout(() => {
        run();
        timers.push(setInterval(run, ms));
      }, offset),
    );
  };
  job.cookies.forEach((_, member) => {
    every(FEED_POLL_MS, Math.random() * FEED_POLL_MS, () => pollFeed(member));
    every(NOTIFICATION_POLL_MS, Math.random() * NOTIFICATION_POLL_MS, () => pollNotifications(member));
  });
  every(1000 / job.postsPerSecond, 0, post);

  await new Promise((resolve) => setTimeout(resolve, job.seconds * 1000));
  for (const timer of timers) clearTimeout(timer);
  while (pending.size > 0) await Promise.allSettled([...pending]);
  return result;
}

async function workerMain(): Promise<void> {
  const job = workerData as CannonJob | MixedJob;
  const result = job.kind === 'cannon' ? await runCannon(job) : await runMixed(job);
  parentPort!.postMessage(result);
}

/** Runs one load job on its own thread. */
function inWorker<T>(job: CannonJob | MixedJob): Promise<T> {
  return new Promise((resolve, reject) => {
    // The worker runs this file again: tsx's hooks are registered in it first, as they are not inherited.
    const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(code, { eval: true, workerData: job });
    let answered = false;
    worker.once('message', (result: T) => {
      answered = true;
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`load worker exited with ${code} before answering`));
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// The main thread: servers, seed, measurements, report.

async function main(): Promise<void> {
  const os = await import('node:os');
  const { default: Fastify } = await import('fastify');
  // Imported here, not at the top: the load worker threads need none of the server.
  const { BENCH_PASSWORD, SAMPLE_TEXTS, describeMachine, seedCommunity, startBenchServer, waitForModel } = await import('./support.js');
  const { KINDNESS_MODEL } = await import('../server/ml/kindness-classifier.js');

  console.log(describeMachine());
  console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per route, from a worker thread; the server on the main thread\n`);

  // The baseline: the smallest Fastify route, same process, same run.
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

  const server = await startBenchServer({ KINDRED_AUTH_RATE_LIMIT: '1000000', MODERATION_MAX_BACKLOG: '100000' });
  let checkNote: string;
  try {
    await waitForModel(server, KINDNESS_MODEL);
    checkNote = 'the real kindness check (rules + classifier), models loaded';
  } catch (error) {
    checkNote = `the kindness check WITHOUT its classifier (${(error as Error).message}): posts end held, pending, for a person`;
  }

  try {
    const db = server.ctx.db;
    const community = await seedCommunity(db, SEED);
    console.log(`Seeded: ${community.summary}; database ${server.ctx.dbKind}`);
    const cookies = community.members.map((member) => member.cookie);
    console.log(`Posting goes through ${checkNote}.\n`);

    // Who does what: the mixed scenario's members, the posting run's members (apart, so the hourly limit
    // of one never meets the other), and the sign-in accounts.
    const mixedCookies = cookies.slice(0, MIXED_MEMBERS);
    const postingCookies = cookies.slice(MIXED_MEMBERS);
    const textBody = (i: number) => JSON.stringify({ content: `${SAMPLE_TEXTS[i % SAMPLE_TEXTS.length]} (${i})`, category: CATEGORIES[i % CATEGORIES.length] });
    const signInBodies = community.members.slice(0, 200).map((member) => JSON.stringify({ email: member.email, password: BENCH_PASSWORD }));

    const firstEtag = async (path: string, cookie?: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
      await response.arrayBuffer();
      const etag = response.headers.get('etag');
      if (response.status !== 200 || !etag) throw new Error(`${path}: ${response.status}, etag ${etag}`);
      return etag;
    };

    interface Row {
      name: string;
      result: CannonResult;
      expected: number;
    }
    const rows: Row[] = [];
    const helloWorld: Target = { url: helloUrl, method: 'GET', path: '/' };
    const rounds = Math.max(1, Math.round(SECONDS / 2));
    const measure = async (name: string, expected: number, route: Target) => {
      if (ONLY && !ONLY.test(name)) return;
      const result = await inWorker<CannonResult>({
        kind: 'cannon',
        route,
        baseline: helloWorld,
        connections: CONNECTIONS,
        rounds,
        routeSeconds: SECONDS / rounds,
        baselineSeconds: SECONDS / rounds,
      });
      rows.push({ name, result, expected });
      console.log(`  measured ${name}: ${result.route.requestsPerSecond.toFixed(0)} req/s (hello-world meanwhile ${result.baseline.requestsPerSecond.toFixed(0)})`);
    };

    // Against itself: how far apart two measurements of the same thing land on this machine.
    await measure('hello-world (bare Fastify)', 200, helloWorld);
    await measure('GET /api/health', 200, { url: server.url, method: 'GET', path: '/api/health' });
    await measure('feed, anonymous', 200, { url: server.url, method: 'GET', path: '/api/messages' });
    await measure('feed, signed in (myFeed)', 200, { url: server.url, method: 'GET', path: '/api/messages?myFeed=true', cookies: mixedCookies.slice(0, 100) });
    // A cursor above the newest message gives the first page's messages, rendered for every request: the
    // feed keeps first pages only while nothing at all is written, so this is its cost on a busy community.
    const top = `cursor=${Buffer.from('9999-12-31T23:59:59.999Z|~', 'utf8').toString('base64url')}`;
    await measure('feed, anonymous, rendered each time', 200, { url: server.url, method: 'GET', path: `/api/messages?${top}` });
    await measure('feed, signed in (myFeed), rendered each time', 200, {
      url: server.url,
      method: 'GET',
      path: `/api/messages?myFeed=true&${top}`,
      cookies: mixedCookies.slice(0, 100),
    });
    await measure('feed 304, anonymous', 304, {
      url: server.url,
      method: 'GET',
      path: '/api/messages',
      headers: { 'if-none-match': await firstEtag('/api/messages') },
    });
    await measure('feed 304, signed in (myFeed)', 304, {
      url: server.url,
      method: 'GET',
      path: '/api/messages?myFeed=true',
      headers: { cookie: cookies[0]!, 'if-none-match': await firstEtag('/api/messages?myFeed=true', cookies[0]) },
    });
    await measure('sign-in (200 accounts)', 200, { url: server.url, method: 'POST', path: '/api/auth/login', bodies: signInBodies });
    const postBodies = Array.from({ length: 5_000 }, (_, i) => textBody(i));
    await measure('text posting (150 members)', 200, { url: server.url, method: 'POST', path: '/api/messages/text', cookies: postingCookies, bodies: postBodies });

    console.log(
      `\nRoutes (${CONNECTIONS} connections, ${SECONDS} s each in ${rounds} slices, each slice after a slice of hello-world as long; ` +
        '"bad" = responses without the expected status, errors and timeouts; "of hello-world" = against the slices next to it; ' +
        '"server CPU" = CPU time of the servers\' thread per request, and hello-world\'s over the route\'s, which other work on the machine moves far less)',
    );
    const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'bad', 'hello-world req/s', 'of hello-world', 'server CPU µs/req', 'of hello-world (CPU)'];
    const describe = (name: string, measured: Measured, expected: number, baseline: Measured) => {
      const good = measured.statuses[String(expected)] ?? 0;
      const bad = measured.total - good + measured.errors + measured.timeouts;
      const others = Object.entries(measured.statuses)
        .filter(([code]) => code !== String(expected))
        .map(([code, count]) => `${count}×${code}`);
      const problems = [...others, measured.errors ? `${measured.errors} errors` : '', measured.timeouts ? `${measured.timeouts} timeouts` : ''].filter(Boolean);
      return [
        name,
        measured.requestsPerSecond.toFixed(0),
        String(measured.p50),
        String(measured.p99),
        String(measured.total),
        measured.total === 0 ? 'no response completed' : bad === 0 ? '0' : `${bad} (${problems.join(', ')})`,
        baseline.requestsPerSecond.toFixed(0),
        `${((100 * measured.requestsPerSecond) / baseline.requestsPerSecond).toFixed(0)} %`,
        measured.serverCpuMicros === undefined ? '-' : measured.serverCpuMicros.toFixed(0),
        measured.serverCpuMicros === undefined || baseline.serverCpuMicros === undefined
          ? '-'
          : `${((100 * baseline.serverCpuMicros) / measured.serverCpuMicros).toFixed(0)} %`,
      ];
    };
    const table = rows.map(({ name, result, expected }) => describe(name, result.route, expected, result.baseline));
    printTable([header, ...table]);

    if (!ONLY || ONLY.test('mixed')) {
      // Let the posting run's checks finish before the mixed scenario starts.
      await drainModeration(db);

      console.log(
        `\nMixed: ${MIXED_MEMBERS} members polling the feed every ${FEED_POLL_MS / 1000} s (myFeed, If-None-Match) and notifications every ` +
          `${NOTIFICATION_POLL_MS / 1000} s (list + unread count), ${MIXED_POSTS_PER_SECOND} text posts a second, for ${MIXED_SECONDS} s`,
      );
      const mixed = await inWorker<MixedResult>({
        kind: 'mixed',
        url: server.url,
        cookies: mixedCookies,
        seconds: MIXED_SECONDS,
        postsPerSecond: MIXED_POSTS_PER_SECOND,
        postBodies: Array.from({ length: 2_000 }, (_, i) => textBody(100_000 + i)),
      });
      await drainModeration(db);
      const { lost, byStatus } = await accountFor(db, mixed.postedIds);
      const line = (name: string, tally: Tally) => {
        const sorted = [...tally.latencies].sort((a, b) => a - b);
        const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
        const codes = Object.entries(tally.statuses)
          .map(([code, count]) => `${count}×${code}`)
          .join(', ');
        return [name, String(tally.requests), codes, `${at(50).toFixed(1)}`, `${at(99).toFixed(1)}`, String(tally.errors)];
      };
      printTable([
        ['requests', 'count', 'statuses', 'p50 ms', 'p99 ms', 'errors'],
        line('feed polls', mixed.feed),
        line('notification polls', mixed.notifications),
        line('text posts', mixed.posts),
      ]);
      const errors = mixed.feed.errors + mixed.notifications.errors + mixed.posts.errors;
      console.log(`  errors: ${errors}${mixed.errorSamples.length ? ` (e.g. ${mixed.errorSamples.slice(0, 3).join('; ')})` : ''}`);
      console.log(`  posts answered: ${JSON.stringify(mixed.answeredStatuses)}; in the database after the queue drained: ${JSON.stringify(byStatus)}`);
      console.log(`  lost messages: ${lost} of ${mixed.postedIds.length} accepted`);
    }
    console.log(`\nMachine: ${describeMachine()}; ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} load average at the end`);
  } finally {
    await server.close();
    await hello.close();
  }
}

/** Waits (up to a minute) until no moderation job is queued or running. */
async function drainModeration(db: import('../server/db/database.js').Db): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const open = await db
      .selectFrom('moderationJobs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    if (Number(open.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn('  (moderation queue not drained after 60 s)');
}

/** Every accepted post must be in the database, approved, rejected or pending. */
async function accountFor(db: import('../server/db/database.js').Db, ids: string[]): Promise<{ lost: number; byStatus: Record<string, number> }> {
  const byStatus: Record<string, number> = {};
  let found = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('messages').select(['id', 'status']).where('id', 'in', ids.slice(i, i + 500)).execute();
    for (const row of rows) {
      if (!['approved', 'rejected', 'pending'].includes(row.status)) continue;
      found += 1;
      byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    }
  }
  return { lost: ids.length - found, byStatus };
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [index, row] of rows.entries()) {
    console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`);
    if (index === 0) console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  }
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  workerMain().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
