import { readFile } from 'node:fs/promises';

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

export type CsvRecord = Record<string, string>;

export function csvRecords(text: string): CsvRecord[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((row) => row.length > 1 || row[0] !== '')
    .map((row) => {
      if (row.length !== header.length) throw new Error(`CSV row has ${row.length} fields, header has ${header.length}`);
      return Object.fromEntries(header.map((name, column) => [name, row[column]!]));
    });
}

export async function readCsvRecords(filePath: string): Promise<CsvRecord[]> {
  return csvRecords(await readFile(filePath, 'utf8'));
}
