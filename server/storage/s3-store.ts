import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { pipeline as streamPipeline, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, assertBlobPrefix, BlobStoreUnavailableError, type BlobContent, type BlobInfo, type BlobStore, type ByteRange, type ListedBlob } from './blob-store.js';
import { parseErrorDocument, parseListPage } from './s3-xml.js';
import { canonicalQuery, sha256Hex, signRequest, uriEncode, type S3Credentials } from './sigv4.js';

export interface S3StoreOptions extends S3Credentials {
  /** The service's origin, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint host>/<key>` (most self-hosted servers want this). */
  pathStyle: boolean;
  /** How long a request may go without a byte in either direction before it fails. */
  timeoutMs?: number;
  /** Objects per listing page (S3's default and maximum is 1000); tests make pages short. */
  listPageSize?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const EMPTY_SHA256 = sha256Hex('');
/** Error documents are short; more than this is not read. */
const MAX_ERROR_BYTES = 64 * 1024;

/** What the S3 server answered instead of success (status 0: no answer at all, `code` then the network's). */
export class S3RequestError extends BlobStoreUnavailableError {
  constructor(
    readonly status: number,
    code: string | undefined,
    message: string,
  ) {
    super(message, code);
  }
}

interface RequestOptions {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payloadHash?: string;
  body?: Buffer | Readable;
  contentLength?: number;
}

async function readText(response: http.IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    if (length < limit) chunks.push(chunk);
    length += chunk.length;
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, limit);
}

/** Size and SHA-256 of a file, streamed: the signature covers the body without holding it in memory. */
async function digestFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** `bytes 0-9/1234` → { start: 0, end: 9, size: 1234 } */
function parseContentRange(header: string | undefined): (ByteRange & { size: number }) | undefined {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : undefined;
}

/** Passes on the first `count` bytes of `source` and drops the rest. */
function firstBytes(source: Readable, count: number): Readable {
  let left = count;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const part = chunk.subarray(0, Math.max(0, left));
      left -= part.length;
      done(null, part.length > 0 ? part : undefined);
    },
  });
  streamPipeline(source, limited, () => undefined);
  return limited;
}

/**
 * Objects in an S3-compatible bucket, over plain HTTP(S) with Signature Version 4. Bodies are streamed
 * both ways: an upload from its file, a download (or its Range) straight into the reply.
 */
export class S3Store implements BlobStore {
  readonly kind = 's3';
  private readonly endpoint: URL;
  private readonly transport: typeof http | typeof https;
  private readonly agent: http.Agent;
  private readonly timeoutMs: number;

  constructor(private readonly options: S3StoreOptions) {
    this.endpoint = new URL(options.endpoint);
    this.transport = this.endpoint.protocol === 'https:' ? https : http;
    this.agent = new this.transport.Agent({ keepAlive: true, maxSockets: 64 });
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Where this store's objects are, for messages: `s3://bucket at https://endpoint`. */
  get description(): string {
    return `s3://${this.options.bucket} at ${this.endpoint.origin}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertBlobKey(key);
    const response = await this.send('PUT', key, { headers: { 'content-type': contentType }, payloadHash: sha256Hex(body), body, contentLength: body.length });
    await this.expect(response, 'PUT', key, [200]);
    response.resume();
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    assertBlobKey(key);
    const { size, sha256 } = await digestFile(file);
    const response = await this.send('PUT', key, { headers: { 'content-type': contentType }, payloadHash: sha256, body: createReadStream(file), contentLength: size });
    await this.expect(response, 'PUT', key, [200]);
    response.resume();
  }

  async stat(key: string): Promise<BlobInfo | undefined> {
    assertBlobKey(key);
    const response = await this.send('HEAD', key);
    await this.expect(response, 'HEAD', key, [200, 404]);
    response.resume();
    if (response.statusCode === 404) return undefined;
    return this.infoOf(response, Number(response.headers['content-length']));
  }

  async get(key: string, range?: ByteRange): Promise<BlobContent | undefined> {
    assertBlobKey(key);
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.send('GET', key, { headers });
    if (response.statusCode === 404) {
      response.resume();
      return undefined;
    }
    await this.expect(response, 'GET', key, range ? [206] : [200]);
    // The body may be read slowly (a member's player pauses): no idle limit once it flows.
    response.socket.setTimeout(0);
    if (!range) return { ...this.infoOf(response, Number(response.headers['content-length'])), body: response };
    // Some S3-compatible servers send more than asked for (`bytes=0-0` as the whole object): only the
    // range asked for is passed on, since the reply has already announced its length.
    const sent = parseContentRange(response.headers['content-range']);
    if (!sent || sent.start !== range.start || sent.end < range.end) {
      response.destroy();
      throw new S3RequestError(206, undefined, `GET ${key}: ${this.description} answered bytes=${range.start}-${range.end} with "${response.headers['content-range']}"`);
    }
    const body = sent.end === range.end ? response : firstBytes(response, range.end - range.start + 1);
    return { ...this.infoOf(response, sent.size), body };
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    const response = await this.send('DELETE', key);
    await this.expect(response, 'DELETE', key, [200, 204, 404]);
    response.resume();
  }

  async *list(prefix: string): AsyncIterable<ListedBlob> {
    assertBlobPrefix(prefix);
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix, delimiter: '/' };
      if (this.options.listPageSize) query['max-keys'] = String(this.options.listPageSize);
      if (token) query['continuation-token'] = token;
      const response = await this.send('GET', undefined, { query });
      await this.expect(response, 'LIST', prefix, [200]);
      const page = parseListPage(await readText(response, Number.POSITIVE_INFINITY));
      for (const object of page.objects) if (object.key.startsWith(prefix)) yield object;
      token = page.nextToken;
    } while (token);
  }

  private infoOf(response: http.IncomingMessage, size: number): BlobInfo {
    const lastModified = new Date(response.headers['last-modified'] ?? 0);
    return { size, lastModified, contentType: response.headers['content-type'] ?? 'application/octet-stream' };
  }

  /** Throws the server's own code and message when the status is not one of `ok`. */
  private async expect(response: http.IncomingMessage, operation: string, key: string, ok: number[]): Promise<void> {
    const status = response.statusCode ?? 0;
    if (ok.includes(status)) return;
    const { code, message } = parseErrorDocument(await readText(response, MAX_ERROR_BYTES).catch(() => ''));
    throw new S3RequestError(status, code, `${operation} ${key} on ${this.description}: ${status} ${code ?? ''} ${message ?? ''}`.trim());
  }

  private send(method: string, key: string | undefined, options: RequestOptions = {}): Promise<http.IncomingMessage> {
    const encodedKey = key === undefined ? '' : `/${key.split('/').map(uriEncode).join('/')}`;
    const { bucket, pathStyle } = this.options;
    const hostname = pathStyle ? this.endpoint.hostname : `${bucket}.${this.endpoint.hostname}`;
    const host = this.endpoint.port ? `${hostname}:${this.endpoint.port}` : hostname;
    const path = pathStyle ? `/${bucket}${encodedKey}` : encodedKey || '/';
    const query = options.query ?? {};
    const signed = signRequest(
      { method, path, query, headers: { ...options.headers, host }, payloadHash: options.payloadHash ?? EMPTY_SHA256 },
      this.options,
      this.options.region,
    );
    const search = canonicalQuery(query);
    const headers = options.contentLength === undefined ? signed : { ...signed, 'content-length': String(options.contentLength) };
    return new Promise((resolve, reject) => {
      const request = this.transport.request(
        { hostname, port: this.endpoint.port || undefined, method, path: search ? `${path}?${search}` : path, headers, agent: this.agent, timeout: this.timeoutMs },
        resolve,
      );
      request.on('timeout', () => request.destroy(new S3RequestError(0, 'Timeout', `${method} ${key ?? ''} on ${this.description}: no answer in ${this.timeoutMs} ms`)));
      request.on('error', (error: NodeJS.ErrnoException) =>
        reject(error instanceof S3RequestError ? error : new S3RequestError(0, error.code, `${method} ${key ?? ''} on ${this.description}: ${error.message}`)),
      );
      const { body } = options;
      if (body instanceof Readable) pipeline(body, request).catch((error: unknown) => request.destroy(error as Error));
      else request.end(body);
    });
  }
}
