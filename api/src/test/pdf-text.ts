import { inflateSync } from 'node:zlib';

/**
 * The standard fonts' WinAnsi encoding: Latin-1, but for 0x80–0x9F, which hold the typographic marks (Node's
 * TextDecoder reads those bytes as control characters).
 */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const winAnsi = (bytes: Buffer): string =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH.charAt(b - 0x80) : String.fromCharCode(b))).join('');

/**
 * The text a PDF shows, read the way a test needs it: every stream (read by its `/Length`, since compressed bytes may
 * end in a line break of their own) inflated, every string its text operators draw (hex `<…>` or literal `(…)`, pieces
 * of one `TJ` array joined) in order. Enough for pdfkit's output with the standard fonts; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /\/Length (\d+)[\s\S]*?>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const bytes = pdf.subarray(start, start + Number(m[1]));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const operators = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g;
    for (let op = operators.exec(content); op; op = operators.exec(content)) {
      const strings = (op[1] ?? op[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
      texts.push(
        strings
          .map((s) =>
            s.startsWith('<') ? winAnsi(Buffer.from(s.slice(1, -1), 'hex')) : s.slice(1, -1).replace(/\\(.)/g, '$1'),
          )
          .join(''),
      );
    }
  }
  return texts.join('\n');
}
