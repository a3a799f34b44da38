import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read the way a test needs it: every content stream inflated, every string its text operators
 * draw (hex `<…>` or literal `(…)`, pieces of one `TJ` array joined) in order. Enough for pdfkit's output with the
 * standard fonts; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const bytes = Buffer.from(m[1] ?? '', 'latin1');
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
            s.startsWith('<')
              ? Buffer.from(s.slice(1, -1), 'hex').toString('latin1')
              : s.slice(1, -1).replace(/\\(.)/g, '$1'),
          )
          .join(''),
      );
    }
  }
  return texts.join('\n');
}
