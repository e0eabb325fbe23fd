/** An opaque feed position: the created-at and id of the last message a page showed. */
export interface FeedPosition {
  createdAt: string;
  id: string;
}

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** undefined for a position no page could have given: the wrong shape, or a NUL (which PostgreSQL cannot compare). */
export function decodeCursor(cursor: string): FeedPosition | undefined {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const [createdAt, id, extra] = decoded.split('|');
  if (!createdAt || !id || extra !== undefined || decoded.includes('\u0000') || Number.isNaN(Date.parse(createdAt))) return undefined;
  return { createdAt, id };
}
