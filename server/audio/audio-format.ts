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
  if (flavour.startsWith('webm')) return { extension: 'webm', mimeType: 'audio/webm', demuxer: 'matroska' };
  if (flavour.startsWith('matroska')) return { extension: 'mka', mimeType: 'audio/x-matroska', demuxer: 'matroska' };
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
  if (startsWith(head, 'OggS')) return { extension: 'ogg', mimeType: 'audio/ogg', demuxer: 'ogg' };
  if (startsWith(head, 'ftyp', 4)) return { extension: 'm4a', mimeType: 'audio/mp4', demuxer: 'mov' };
  if (startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)) return { extension: 'wav', mimeType: 'audio/wav', demuxer: 'wav' };
  if (startsWith(head, 'ID3') || isMpegFrame(head)) return { extension: 'mp3', mimeType: 'audio/mpeg', demuxer: 'mp3' };
  return undefined;
}
