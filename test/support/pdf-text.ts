// The text of a PDF the server rendered with pdfkit, for tests to read what a document says: the
// content streams inflated, each font's ToUnicode map (pdfkit writes one per embedded font, its
// glyph ids as bfrange arrays) applied to the hex strings the text operators show. Enough for
// pdfkit's output, not a general PDF reader. Lines are what one text operator drew; `compact`
// drops every space so that a phrase wrapped across lines is still found.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const body = m[2];
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const start = m.index + m[0].indexOf(body) + at + 'stream'.length + (body[at + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(body.slice(0, at))?.[1] ?? 0);
    const raw = pdf.subarray(start, start + length);
    objects.set(Number(m[1]), { dict: body.slice(0, at), stream: /FlateDecode/.test(body.slice(0, at)) ? inflateSync(raw) : raw });
  }
  return objects;
}

/** glyph id → text, from a pdfkit ToUnicode CMap (`<start> <end> [<u> <u> …]` ranges). */
function cmapOf(stream: Buffer): Map<number, string> {
  const map = new Map<number, string>();
  const text = stream.toString('latin1');
  for (const m of text.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    let code = parseInt(m[1], 16);
    for (const hex of m[3].match(/<[^>]*>/g) ?? []) {
      const units = (hex.slice(1, -1).match(/.{4}/g) ?? []).map((u) => parseInt(u, 16));
      map.set(code, String.fromCharCode(...units));
      code += 1;
    }
  }
  return map;
}

/** Font resource name (F1, F2…) → its ToUnicode map. */
function fontMaps(objects: Map<number, PdfObject>): Map<string, Map<number, string>> {
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([\s\S]*?)>>/.exec(dict);
    if (!fonts) continue;
    for (const [, name, ref] of fonts[1].matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '');
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
      if (cmap) maps.set(name, cmapOf(cmap));
    }
  }
  return maps;
}

export function pdfLines(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = fontMaps(objects);
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /ToUnicode|FontFile|Subtype \/Image|Length1/.test(dict) || !/BT/.test(stream.toString('latin1'))) continue;
    let font = new Map<number, string>();
    for (const m of stream.toString('latin1').matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (m[1]) font = fonts.get(m[1]) ?? new Map();
      else {
        const glyphs = (m[2].match(/<([0-9a-f]*)>/gi) ?? []).flatMap((hex) => hex.slice(1, -1).match(/.{4}/g) ?? []);
        lines.push(glyphs.map((g) => font.get(parseInt(g, 16)) ?? '').join(''));
      }
    }
  }
  return lines;
}

export const pdfText = (pdf: Buffer): string => pdfLines(pdf).join('\n');
export const compact = (text: string): string => text.replace(/\s+/g, '');
