/**
 * The part of the protobuf wire format a tiny ONNX model needs: non-negative varints and
 * length-delimited fields (strings, bytes, nested messages). Each function returns one encoded field.
 */
const VARINT = 0;
const LENGTH_DELIMITED = 2;

function varint(value: number): number[] {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`protobuf-writer: ${value} is not a non-negative safe integer`);
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

const tag = (fieldNumber: number, wireType: number) => varint(fieldNumber * 8 + wireType);

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

export function varintField(fieldNumber: number, value: number): Uint8Array {
  return Uint8Array.from([...tag(fieldNumber, VARINT), ...varint(value)]);
}

export function bytesField(fieldNumber: number, bytes: Uint8Array): Uint8Array {
  return concatBytes([Uint8Array.from([...tag(fieldNumber, LENGTH_DELIMITED), ...varint(bytes.length)]), bytes]);
}

export function stringField(fieldNumber: number, text: string): Uint8Array {
  return bytesField(fieldNumber, new TextEncoder().encode(text));
}

/** A nested message is encoded like bytes: its fields, one after another, behind their total length. */
export function messageField(fieldNumber: number, fields: Uint8Array[]): Uint8Array {
  return bytesField(fieldNumber, concatBytes(fields));
}
