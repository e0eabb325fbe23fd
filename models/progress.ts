/** Download progress on stderr: a redrawn bar on a terminal, a few plain lines otherwise (CI logs). */

export interface FetchProgress {
  fileStarted(label: string, totalBytes: number, resumedFromBytes: number): void;
  /** Cumulative bytes of the current file now on disk. */
  bytesOnDisk(bytes: number): void;
  fileFinished(label: string, outcome: 'verified' | 'failed'): void;
  note(message: string): void;
}

export const silentProgress: FetchProgress = {
  fileStarted: () => {},
  bytesOnDisk: () => {},
  fileFinished: () => {},
  note: () => {},
};

export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

const BAR_WIDTH = 24;
const REDRAW_INTERVAL_MS = 100;
const PLAIN_STEP_PERCENT = 25;

function megabytes(bytes: number): string {
  return (bytes / 1_000_000).toFixed(1);
}

export function createProgressReporter(stream: ProgressStream, now: () => number = Date.now): FetchProgress {
  const interactive = stream.isTTY === true;
  let label = '';
  let total = 0;
  let startedAt = 0;
  let startBytes = 0;
  let lastDrawAt = 0;
  let nextPlainPercent = PLAIN_STEP_PERCENT;
  let barShown = false;

  const percentOf = (bytes: number) => (total > 0 ? Math.min(100, Math.floor((bytes / total) * 100)) : 100);
  const speed = (bytes: number) => {
    const seconds = (now() - startedAt) / 1000;
    return seconds > 0 ? `${megabytes((bytes - startBytes) / seconds)} MB/s` : '';
  };
  const clearBar = () => {
    if (barShown) stream.write('\r\x1b[2K');
    barShown = false;
  };
  const drawBar = (bytes: number) => {
    const filled = Math.round((percentOf(bytes) / 100) * BAR_WIDTH);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
    const line = `${label} [${bar}] ${percentOf(bytes)}% ${megabytes(bytes)}/${megabytes(total)} MB ${speed(bytes)}`;
    const width = stream.columns ?? 120;
    stream.write(`\r\x1b[2K${line.length > width - 1 ? line.slice(0, width - 1) : line}`);
    barShown = true;
  };

  return {
    fileStarted(fileLabel, totalBytes, resumedFromBytes) {
      label = fileLabel;
      total = totalBytes;
      startedAt = now();
      startBytes = resumedFromBytes;
      lastDrawAt = 0;
      nextPlainPercent = PLAIN_STEP_PERCENT;
      const resumed = resumedFromBytes > 0 ? `, resuming at ${megabytes(resumedFromBytes)} MB` : '';
      if (interactive) drawBar(resumedFromBytes);
      else stream.write(`${label}: downloading ${megabytes(totalBytes)} MB${resumed}\n`);
    },
    bytesOnDisk(bytes) {
      if (interactive) {
        if (now() - lastDrawAt >= REDRAW_INTERVAL_MS || bytes >= total) {
          lastDrawAt = now();
          drawBar(bytes);
        }
        return;
      }
      while (percentOf(bytes) >= nextPlainPercent && nextPlainPercent < 100) {
        stream.write(`${label}: ${nextPlainPercent}% (${megabytes(bytes)}/${megabytes(total)} MB)\n`);
        nextPlainPercent += PLAIN_STEP_PERCENT;
      }
    },
    fileFinished(fileLabel, outcome) {
      clearBar();
      stream.write(`${fileLabel}: ${outcome === 'verified' ? 'done, sha256 verified' : 'failed'}\n`);
    },
    note(message) {
      clearBar();
      stream.write(`${message}\n`);
    },
  };
}
