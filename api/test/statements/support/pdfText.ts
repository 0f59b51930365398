// Reads the text of the PDFs pdfkit writes, page by page, for assertions: follows the page tree to each
// page's content stream (inflated when compressed), tracks the font set by Tf, and maps the glyph codes of
// every TJ through that font's ToUnicode CMap. Enough for our own statements, not a general PDF reader.
import zlib from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream\n');
    if (streamAt === -1) {
      found.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)![1]);
    const dataStart = start + streamAt + 'stream\n'.length;
    let data = pdf.subarray(dataStart, dataStart + length);
    if (dict.includes('/FlateDecode')) data = zlib.inflateSync(data);
    found.set(Number(match[1]), { dict, stream: data });
    header.lastIndex = end;
  }
  return found;
}

function cmap(stream: Buffer): Map<number, string> {
  const map = new Map<number, string>();
  const text = stream.toString('latin1');
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(entry[1], 16);
      const hi = parseInt(entry[2], 16);
      if (entry[3].startsWith('[')) {
        [...entry[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((m, i) => map.set(lo + i, utf16(m[1])));
      } else {
        const first = parseInt(entry[3].slice(1, -1), 16);
        for (let code = lo; code <= hi; code++) map.set(code, String.fromCharCode(first + code - lo));
      }
    }
  }
  return map;
}

/** the text of each page, one line per text run */
export function pdfPages(pdf: Buffer): string[] {
  const all = objects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const object of all.values()) {
    for (const ref of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = all.get(Number(ref[2]));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      if (toUnicode && !fonts.has(ref[1])) fonts.set(ref[1], cmap(all.get(Number(toUnicode[1]))!.stream!));
    }
  }
  const tree = [...all.values()].find((o) => /\/Type \/Pages\b/.test(o.dict))!;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(tree.dict)![1].matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  return kids.map((id) => {
    const contents = Number(/\/Contents (\d+) 0 R/.exec(all.get(id)!.dict)![1]);
    const ops = all.get(contents)!.stream!.toString('latin1');
    const lines: string[] = [];
    let font: Map<number, string> | undefined;
    for (const op of ops.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) {
        font = fonts.get(op[1]);
        continue;
      }
      const hex = [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      let line = '';
      for (let i = 0; i < hex.length; i += 4) line += font?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
      lines.push(line);
    }
    return lines.join('\n');
  });
}
