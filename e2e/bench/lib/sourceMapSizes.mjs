// How many bytes of a generated file each original source accounts for, read from its source map
// (the same attribution source-map-explorer makes: a mapping segment owns the bytes up to the next one).
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * @param {string} code  the generated file
 * @param {{ sources: string[], mappings: string }} map
 * @returns {Map<string, number>} source → bytes of `code` (UTF-16 units, ≈ bytes for minified JS); unmapped → '[unmapped]'
 */
export function bytesPerSource(code, map) {
  const sizes = new Map();
  const add = (source, n) => n > 0 && sizes.set(source, (sizes.get(source) ?? 0) + n);
  const codeLines = code.split('\n');
  const mapLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let line = 0; line < codeLines.length; line += 1) {
    const text = codeLines[line];
    const segments = (mapLines[line] ?? '').split(',').filter(Boolean);
    let column = 0;
    const owners = [];
    for (const segment of segments) {
      const values = decodeSegment(segment);
      column += values[0];
      if (values.length >= 4) {
        sourceIndex += values[1];
        // the other fields (original line/column/name) are relative too, but not needed here
        owners.push([column, map.sources[sourceIndex]]);
      } else {
        owners.push([column, '[unmapped]']);
      }
    }
    if (owners.length === 0) {
      add('[unmapped]', text.length + 1);
      continue;
    }
    add('[unmapped]', owners[0][0]);
    for (let i = 0; i < owners.length; i += 1) {
      const end = i + 1 < owners.length ? owners[i + 1][0] : text.length + 1;
      add(owners[i][1], end - owners[i][0]);
    }
  }
  return sizes;
}
