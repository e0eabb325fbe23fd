import { describe, expect, it } from 'vitest';
import { canonicalQuery, sha256Hex, signRequest, uriEncode } from './sigv4.js';

/** The example credentials and date of the S3 API reference's Signature Version 4 examples. */
const EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const MAY_24_2013 = new Date('2013-05-24T00:00:00Z');
const HOST = 'examplebucket.s3.amazonaws.com';
const signatureOf = (authorization: string | undefined) => /Signature=([0-9a-f]{64})$/.exec(authorization ?? '')?.[1];

describe('Signature Version 4: the S3 API reference examples', () => {
  it('GET Object with a Range', () => {
    const headers = signRequest({ method: 'GET', path: '/test.txt', query: {}, headers: { host: HOST, range: 'bytes=0-9' }, payloadHash: sha256Hex('') }, EXAMPLE, 'us-east-1', MAY_24_2013);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('PUT Object, with an escaped key and a signed body', () => {
    const headers = signRequest(
      {
        method: 'PUT',
        path: `/${uriEncode('test$file.text')}`,
        query: {},
        headers: { host: HOST, date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex('Welcome to Amazon S3.'),
      },
      EXAMPLE,
      'us-east-1',
      MAY_24_2013,
    );
    expect(signatureOf(headers.authorization)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET Bucket (a listing), with query parameters', () => {
    const headers = signRequest({ method: 'GET', path: '/', query: { prefix: 'J', 'max-keys': '2' }, headers: { host: HOST }, payloadHash: sha256Hex('') }, EXAMPLE, 'us-east-1', MAY_24_2013);
    expect(signatureOf(headers.authorization)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('encodes as RFC 3986 and sorts the query by name', () => {
    expect(uriEncode("a b!'()*~._-/")).toBe('a%20b%21%27%28%29%2A~._-%2F');
    expect(canonicalQuery({ prefix: 'audio/', delimiter: '/', 'list-type': '2' })).toBe('delimiter=%2F&list-type=2&prefix=audio%2F');
  });
});
