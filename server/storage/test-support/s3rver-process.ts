/**
 * Run as a child process by `startS3TestServer`: s3rver (a local S3-compatible server) on a free
 * loopback port, serving one bucket from `<directory>`; prints `{"port":…}` once listening and exits
 * when its parent closes stdin (or dies). A process of its own so it runs with the OpenSSL legacy
 * provider, which s3rver's listing continuation tokens (DES) need on Node 20.
 * Usage: node --openssl-legacy-provider --import tsx s3rver-process.ts <directory> <bucket>
 */
import S3rver from '@20minutes/s3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error('usage: s3rver-process.ts <directory> <bucket>');
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void server.close().finally(() => process.exit(0)));
