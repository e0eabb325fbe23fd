import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests (header form), as the S3 API reference describes it. Kept
 * here, about 60 lines, instead of an SDK: Kindred needs five calls (PUT, HEAD, GET, DELETE, list),
 * and every S3-compatible server checks this same signature.
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignableRequest {
  method: string;
  /** The path exactly as sent, already percent-encoded (S3 does not encode it a second time). */
  path: string;
  /** Query parameters, not encoded. */
  query: Record<string, string>;
  /** Lower-case names; `host` among them. Every one of them is signed. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 percent-encoding, which SigV4 requires (`encodeURIComponent` leaves `!'()*` as they are). */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The query string as signed, and as it must be sent: encoded pairs sorted by name. */
export function canonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `20130524T000000Z` */
const amzDateOf = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The request's headers with `x-amz-date`, `x-amz-content-sha256` and `authorization` added. */
export function signRequest(request: SignableRequest, credentials: S3Credentials, region: string, now = new Date()): Record<string, string> {
  const amzDate = amzDateOf(now);
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...request.headers, 'x-amz-content-sha256': request.payloadHash, 'x-amz-date': amzDate };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [request.method, request.path, canonicalQuery(request.query), canonicalHeaders, signedHeaders, request.payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [day, region, 's3', 'aws4_request'].reduce<string | Buffer>((key, part) => hmac(key, part), `AWS4${credentials.secretAccessKey}`);
  const signature = hmac(signingKey, stringToSign).toString('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return headers;
}
