/** Reads a Python list literal of string literals, e.g. `['it\'s', "two"]` (the C-SSRS `Post` column). */
export function parsePythonStringList(literal: string): string[] {
  const items: string[] = [];
  let index = literal.indexOf('[');
  if (index < 0) throw new Error('not a list literal');
  index += 1;
  const skipSeparators = () => {
    while (index < literal.length && /[\s,]/.test(literal[index]!)) index += 1;
  };
  skipSeparators();
  while (index < literal.length && literal[index] !== ']') {
    const quote = literal[index];
    if (quote !== '"' && quote !== "'") throw new Error(`unexpected ${quote} at ${index}`);
    index += 1;
    let value = '';
    while (index < literal.length && literal[index] !== quote) {
      const char = literal[index]!;
      if (char !== '\\') {
        value += char;
        index += 1;
        continue;
      }
      const next = literal[index + 1] ?? '';
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };
      if (next in simple) {
        value += simple[next];
        index += 2;
      } else if (next === 'x' || next === 'u') {
        const width = next === 'x' ? 2 : 4;
        value += String.fromCharCode(parseInt(literal.slice(index + 2, index + 2 + width), 16));
        index += 2 + width;
      } else {
        value += char;
        index += 1;
      }
    }
    if (index >= literal.length) throw new Error('unterminated string');
    index += 1;
    items.push(value);
    skipSeparators();
  }
  if (literal[index] !== ']') throw new Error('unterminated list');
  return items;
}
