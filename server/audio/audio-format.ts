/**
 * What an upload really is, read from its first bytes (never from its name or declared type): the
 * containers members' browsers record (webm/opus in Chromium and Firefox, mp4/aac in Safari) and the
 * plain formats a person might send (ogg, wav, mp3).
 */

export interface AudioFormat {
  /** Kept file's extension. */
  extension: string;
  /** Content-Type the kept file is served with. */
  mimeType: string;
  /** ffmpeg demuxer forced for the decode, so ffmpeg never guesses from content we did not vet. */
  demuxer: string;
}

/** Every format Kindred keeps, by the extension its file is kept under. */
const FORMATS = {
  webm: { extension: 'webm', mimeType: 'audio/webm', demuxer: 'matroska' },
  mka: { extension: 'mka', mimeType: 'audio/x-matroska', demuxer: 'matroska' },
  ogg: { extension: 'ogg', mimeType: 'audio/ogg', demuxer: 'ogg' },
  m4a: { extension: 'm4a', mimeType: 'audio/mp4', demuxer: 'mov' },
  wav: { extension: 'wav', mimeType: 'audio/wav', demuxer: 'wav' },
  mp3: { extension: 'mp3', mimeType: 'audio/mpeg', demuxer: 'mp3' },
} as const satisfies Record<string, AudioFormat>;

/** The type a kept recording is served with, told by its name's extension (a file system keeps no type). */
export function audioContentTypeOf(name: string): string | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(FORMATS, extension) ? FORMATS[extension as keyof typeof FORMATS].mimeType : undefined;
}

/** Enough bytes to see every signature below (the EBML DocType sits within the first few dozen). */
export const SNIFF_BYTES = 64;

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

const startsWith = (head: Buffer, text: string, offset = 0) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;

function matroskaFormat(head: Buffer): AudioFormat | undefined {
  if (!head.subarray(0, 4).equals(EBML_MAGIC)) return undefined;
  // The DocType element (0x42 0x82) names the flavour: "webm" or "matroska".
  const header = head.toString('latin1');
  const docType = header.indexOf('\x42\x82');
  const flavour = docType >= 0 ? header.slice(docType + 3, docType + 3 + 8) : '';
  if (flavour.startsWith('webm')) return FORMATS.webm;
  if (flavour.startsWith('matroska')) return FORMATS.mka;
  return undefined;
}

/** An MPEG audio frame header: 11 sync bits, then a layer that is not the reserved 00 (ADTS AAC uses 00). */
function isMpegFrame(head: Buffer): boolean {
  const [first, second] = head;
  return first === 0xff && second !== undefined && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0;
}

export function sniffAudioFormat(head: Buffer): AudioFormat | undefined {
  const matroska = matroskaFormat(head);
  if (matroska) return matroska;
  if (startsWith(head, 'OggS')) return FORMATS.ogg;
  if (startsWith(head, 'ftyp', 4)) return FORMATS.m4a;
  if (startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)) return FORMATS.wav;
  if (startsWith(head, 'ID3') || isMpegFrame(head)) return FORMATS.mp3;
  return undefined;
}
