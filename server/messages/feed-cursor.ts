/** An opaque feed position: the created-at and id of the last message a page showed. */
export interface FeedPosition {
  createdAt: string;
  id: string;
}

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): FeedPosition | undefined {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || extra !== undefined || Number.isNaN(Date.parse(createdAt))) return undefined;
  return { createdAt, id };
}
