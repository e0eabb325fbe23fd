import fs from 'node:fs';
import path from 'node:path';

export interface UploadPart {
  /** A file to send as the `audio` field (its name is what the client would call it). */
  file?: string;
  fileName?: string;
  contentType?: string;
  fields?: Record<string, string>;
  /** Sends the file this many times over (a client mistake the server must name). */
  copies?: number;
}

/** A multipart body as a browser's FormData sends it (audio first, then the fields), for `app.inject`. */
export async function multipartPayload({ file, fileName, contentType = 'audio/webm', fields = {}, copies = 1 }: UploadPart) {
  const form = new FormData();
  for (let copy = 0; file && copy < copies; copy += 1) {
    form.append('audio', new Blob([fs.readFileSync(file)], { type: contentType }), fileName ?? path.basename(file));
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://kindred.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
