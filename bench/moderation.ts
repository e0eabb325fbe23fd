/**
 * `npm run bench:moderation`: how long the kindness check takes, and whether the feed stays fast while it
 * runs flat out. Every figure is printed next to a baseline measured in the same run on the same machine.
 */
import autocannon from 'autocannon';
import { loadConfig } from '../server/config.js';
import { createKindnessClassifier, KINDNESS_MODEL } from '../server/ml/kindness-classifier.js';
import { ModelStatusBoard } from '../server/ml/model-status.js';
import { createKindnessCheck } from '../server/moderation/kindness-check.js';
import { ms, percentile, ratio, signUp, startBenchServer, timeEach, waitForModel } from './support.js';

const SAMPLE_TEXTS = [
  'I have been feeling so anxious about work lately and I cannot sleep.',
  'Sending you a big hug, you are not alone in this.',
  'My dad passed away last spring and the holidays feel empty without him.',
  'It took me a long time, but talking to a friend really helped me.',
  'Some days I just want to stay in bed and not talk to anyone.',
];
const text = (i: number) => `${SAMPLE_TEXTS[i % SAMPLE_TEXTS.length]} (${i})`;

async function feedRate(url: string, cookie: string, seconds: number) {
  const result = await autocannon({ url: `${url}/api/messages?myFeed=true`, headers: { cookie }, connections: 20, duration: seconds });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/** The kindness check on its own pool, as the queue calls it, before any HTTP is involved. */
async function checkAlone(): Promise<number[]> {
  const status = new ModelStatusBoard();
  const silent = { warn: () => undefined } as never;
  const classifier = createKindnessClassifier({ modelsDir: loadConfig().modelsDir, status, log: silent });
  try {
    const check = createKindnessCheck(classifier);
    await check.moderate('warming up', 'post');
    return await timeEach(200, (i) => check.moderate(text(i + 1000), 'post'));
  } finally {
    await classifier.close();
  }
}

async function main(): Promise<void> {
  const classifier = await checkAlone();
  const server = await startBenchServer({ MODERATION_MAX_BACKLOG: '100000' });
  try {
    await waitForModel(server, KINDNESS_MODEL);
    const cookie = await signUp(server.url);
    const post = (i: number) =>
      fetch(`${server.url}/api/messages/text`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ content: text(i), category: 'stress_anxiety' }),
      }).then((response) => response.json());
    // Fill the feed so reading it is real work, and warm every code path once.
    await timeEach(60, post);

    const health = await timeEach(200, () => fetch(`${server.url}/api/health`).then((r) => r.text()));
    const posting = await timeEach(100, (i) => post(i + 2000));
    console.log('Latency per text message (200 / 100 sequential samples)');
    console.log(`  baseline GET /api/health        median ${ms(percentile(health, 50))}, p95 ${ms(percentile(health, 95))}`);
    console.log(`  kindness check alone            median ${ms(percentile(classifier, 50))} (${ratio(percentile(classifier, 50), percentile(health, 50))}), p95 ${ms(percentile(classifier, 95))} (${ratio(percentile(classifier, 95), percentile(health, 95))})`);
    console.log(`  POST /api/messages/text         median ${ms(percentile(posting, 50))} (${ratio(percentile(posting, 50), percentile(health, 50))}), p95 ${ms(percentile(posting, 95))} (${ratio(percentile(posting, 95), percentile(health, 95))})`);

    const idle = await feedRate(server.url, cookie, 8);
    let posting4 = true;
    let posted = 0;
    const load = Array.from({ length: 4 }, async (_, worker) => {
      for (let i = 0; posting4; i += 1) {
        await post(10_000 + worker * 100_000 + i);
        posted += 1;
      }
    });
    const busy = await feedRate(server.url, cookie, 8);
    posting4 = false;
    await Promise.all(load);
    console.log('Feed while the kindness check runs at full load (4 posters back to back, 20 feed connections)');
    console.log(`  idle feed      ${idle.requestsPerSecond.toFixed(0)} req/s, p99 ${idle.p99} ms`);
    console.log(`  busy feed      ${busy.requestsPerSecond.toFixed(0)} req/s (${ratio(busy.requestsPerSecond, idle.requestsPerSecond)} of idle), p99 ${busy.p99} ms; ${posted} messages checked meanwhile`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
