/**
 * The little of S3's XML that Kindred reads: a ListObjectsV2 page and an error's code and message.
 * S3 writes these documents in a fixed shape (no attributes or CDATA in these elements), so reading
 * elements by name is enough and no XML library is needed.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity]!;
  });
}

function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((match) => match[1]!);
}

const firstText = (xml: string, name: string): string | undefined => {
  const [first] = elements(xml, name);
  return first === undefined ? undefined : decodeXmlText(first);
};

export interface ListPage {
  objects: { key: string; size: number; lastModified: Date }[];
  /** Present when more pages follow. */
  nextToken: string | undefined;
}

export function parseListPage(xml: string): ListPage {
  const objects = elements(xml, 'Contents').map((contents) => ({
    key: firstText(contents, 'Key') ?? '',
    size: Number(firstText(contents, 'Size') ?? 0),
    lastModified: new Date(firstText(contents, 'LastModified') ?? 0),
  }));
  const truncated = firstText(xml, 'IsTruncated') === 'true';
  return { objects, nextToken: truncated ? firstText(xml, 'NextContinuationToken') : undefined };
}

export function parseErrorDocument(xml: string): { code: string | undefined; message: string | undefined } {
  return { code: firstText(xml, 'Code'), message: firstText(xml, 'Message') };
}
