import {
  type InvoiceDocument,
  type InvoiceLayout,
  invoiceLayout,
  type LayoutCell,
  type LayoutColumn,
  type LayoutFact,
  type LayoutParty,
  type LayoutTable,
} from '@sutra/rules';
import type PDFKit from 'pdfkit';

/**
 * An issued invoice or credit note as a PDF, printed from its stored snapshot (nothing recomputed), drawing the layout
 * the web page draws too (`invoiceLayout` in `@sutra/rules`): every section, row, label and amount is decided there,
 * and this file only places them on A4.
 *
 * Built with pdfkit: maintained, pure JavaScript (no native build, so it installs anywhere the api runs), and a Node
 * stream writer; the api's build leaves it an import from node_modules, where its font metrics stay beside it, so
 * esbuild has nothing to bundle (pdf-lib would do too, but its last release is years old). The text uses the PDF
 * standard font Helvetica, which every reader has, so nothing is embedded and a one-page invoice stays a few KB; its
 * character set has no ₹, so the layout is asked for amounts in "Rs." — the abbreviation Indian invoices have always
 * used — rather than embedding a 300 KB font for one glyph.
 */

const MARGIN = 36;
const GREY = '#555555';
const CELL_PAD = 2;

type Doc = InstanceType<typeof PDFKit>;

/**
 * pdfkit, loaded on the first document a process prints: its fonts' metrics and decoders are ~5 MiB of heap and
 * ~20 MiB resident, for the few staff and buyers who download an invoice.
 */
let loadedPdfKit: Promise<typeof PDFKit> | undefined;
const loadPdfKit = () => (loadedPdfKit ??= import('pdfkit').then(({ default: PDFDocument }) => PDFDocument));

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** A new page when fewer than `needed` points are left above the bottom margin. */
function keepRoom(doc: Doc, needed: number): void {
  if (doc.y > doc.page.height - MARGIN - needed) doc.addPage();
}

function rule(doc: Doc, y: number, width = 0.5): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(width)
    .stroke();
}

/** Label and value pairs as two columns (the seller's ids, the document's facts), from `x`. */
function facts(doc: Doc, rows: readonly LayoutFact[], x: number, y: number, width: number): number {
  doc.fontSize(9);
  let top = y;
  for (const row of rows) {
    doc
      .font('Helvetica')
      .fillColor(GREY)
      .text(row.label, x, top, { width: width * 0.45 });
    const labelBottom = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor('black')
      .text(row.value, x + width * 0.45, top, { width: width * 0.55, align: 'right' });
    top = Math.max(labelBottom, doc.y);
  }
  return top;
}

function header(doc: Doc, layout: InvoiceLayout): void {
  const width = contentWidth(doc);
  const half = width / 2;
  const { seller } = layout;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(seller.wordmark, MARGIN, MARGIN, {
    characterSpacing: 4,
  });
  doc.fontSize(9).text(seller.name, { width: half - 10 });
  doc.font('Helvetica');
  for (const line of seller.lines) doc.text(line, { width: half - 10 });
  doc.text(seller.contact, { width: half - 10 });
  const leftBottom = facts(doc, seller.ids, MARGIN, doc.y + 4, half - 10);

  const rightX = MARGIN + half;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('black')
    .text(layout.title.toUpperCase(), rightX, MARGIN, { width: half, align: 'right' });
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text(layout.copy, rightX, doc.y, { width: half, align: 'right' });
  const rightBottom = facts(doc, layout.facts, rightX + half * 0.2, doc.y + 6, half * 0.8);

  const y = Math.max(leftBottom, rightBottom) + 10;
  rule(doc, y, 1);
  const partiesBottom = Math.max(
    party(doc, layout.parties[0], MARGIN, y + 8, half - 10),
    party(doc, layout.parties[1], rightX, y + 8, half),
  );
  doc.y = partiesBottom + 12;
}

function party(doc: Doc, p: LayoutParty, x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text(p.title.toUpperCase(), x, y, { width });
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(p.name, { width });
  doc.font('Helvetica');
  for (const line of [...p.lines, p.state, p.gstin]) doc.text(line, { width });
  return doc.y;
}

/** Each column's width: set ones for figures and codes, the rest of the page for the wide one (the description). */
function columnWidths(doc: Doc, columns: readonly LayoutColumn[]): number[] {
  const set = columns.map((c): number => {
    if (c.wide) return 0;
    if (c.head === '#') return 14;
    if (c.head === 'Qty') return 22;
    if (c.head === 'Rate') return 26;
    return c.numeric ? 50 : 44;
  });
  const rest = contentWidth(doc) - set.reduce((n, w) => n + w, 0);
  return set.map((w, i) => (columns[i]?.wide ? rest : w));
}

/** One row of cells, each wrapped inside its column; answers the row's bottom. */
function cells(doc: Doc, row: readonly LayoutCell[], columns: readonly LayoutColumn[], widths: number[], y: number) {
  let x = MARGIN;
  let bottom = y;
  row.forEach((cell, i) => {
    const width = (widths[i] ?? 0) - 2 * CELL_PAD;
    const align = columns[i]?.numeric ? 'right' : 'left';
    doc.text(cell.text, x + CELL_PAD, y, { width, align });
    if (cell.detail)
      doc
        .fillColor(GREY)
        .text(cell.detail, x + CELL_PAD, doc.y, { width, align })
        .fillColor('black');
    bottom = Math.max(bottom, doc.y);
    x += widths[i] ?? 0;
  });
  return bottom;
}

/** Column heads: a group's head (a tax) over its own columns' heads (rate, amount), the others across both rows. */
function heads(doc: Doc, columns: readonly LayoutColumn[], widths: number[], y: number): number {
  const grouped = columns.some((c) => c.group);
  doc.font('Helvetica-Bold').fontSize(7);
  let x = MARGIN;
  let bottom = y;
  const groupRow = grouped ? y + 10 : y;
  columns.forEach((column, i) => {
    const width = widths[i] ?? 0;
    if (column.group) {
      if (columns[i - 1]?.group !== column.group) {
        const span = columns
          .filter((c) => c.group === column.group)
          .reduce((n, c) => n + (widths[columns.indexOf(c)] ?? 0), 0);
        doc.text(column.group, x + CELL_PAD, y, { width: span - 2 * CELL_PAD, align: 'center' });
      }
      doc.text(column.head, x + CELL_PAD, groupRow, { width: width - 2 * CELL_PAD, align: 'right' });
    } else {
      doc.text(column.head, x + CELL_PAD, y, { width: width - 2 * CELL_PAD, align: column.numeric ? 'right' : 'left' });
    }
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  return bottom;
}

/** A table of the layout: its caption, heads, rows (a long one goes on over pages, a row never split) and footer. */
function table(doc: Doc, t: LayoutTable, options: { caption: boolean }): void {
  const widths = columnWidths(doc, t.columns);
  if (options.caption) {
    keepRoom(doc, 60);
    doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(t.caption, MARGIN, doc.y);
    doc.moveDown(0.3);
  }
  keepRoom(doc, 48);
  const top = doc.y;
  rule(doc, top - 2);
  doc.y = heads(doc, t.columns, widths, top) + 4;
  rule(doc, doc.y - 2);
  const draw = (row: readonly LayoutCell[], bold: boolean) => {
    keepRoom(doc, 30);
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(7)
      .fillColor('black');
    doc.y = cells(doc, row, t.columns, widths, doc.y) + 4;
    rule(doc, doc.y - 2, 0.3);
  };
  for (const row of t.rows) draw(row, false);
  if (t.footer) draw(t.footer, true);
  doc.x = MARGIN;
}

function totalsAndNotes(doc: Doc, layout: InvoiceLayout): void {
  const width = contentWidth(doc);
  const boxWidth = 220;
  const x = MARGIN + width - boxWidth;
  doc.moveDown(0.6);
  keepRoom(doc, 120);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  for (const row of layout.totals) {
    const y = doc.y;
    doc.text(row.label, x, y, { width: boxWidth / 2 });
    doc.text(row.value, x + boxWidth / 2, y, { width: boxWidth / 2, align: 'right' });
  }
  const y = doc.y + 2;
  doc
    .moveTo(x, y)
    .lineTo(x + boxWidth, y)
    .lineWidth(1)
    .stroke();
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text(layout.grandTotal.label, x, y + 4, { width: boxWidth / 2 });
  doc.text(layout.grandTotal.value, x + boxWidth / 2, y + 4, { width: boxWidth / 2, align: 'right' });
  doc.moveDown(1);
  doc.fontSize(9);
  for (const note of layout.notes) {
    keepRoom(doc, 24);
    if (note.label) {
      doc.font('Helvetica-Bold').text(`${note.label}: `, MARGIN, doc.y, { width, continued: true });
      doc.font('Helvetica').text(note.text);
    } else {
      doc.font('Helvetica').text(note.text, MARGIN, doc.y, { width });
    }
  }
  doc.moveDown(1);
}

function closing(doc: Doc, layout: InvoiceLayout): void {
  const width = contentWidth(doc);
  doc.moveDown(1);
  keepRoom(doc, 140);
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor('black')
    .text(layout.terms.title.toUpperCase(), MARGIN, top, {
      width: width * 0.62,
    });
  doc.font('Helvetica').fontSize(7);
  layout.terms.items.forEach((term, i) => {
    doc.text(`${i + 1}. ${term}`, MARGIN, doc.y, { width: width * 0.62 });
  });
  const termsBottom = doc.y;
  const x = MARGIN + width * 0.66;
  const w = width * 0.34;
  doc.fontSize(9).text(layout.signature.for, x, top, { width: w, align: 'right' });
  doc.moveDown(1.5);
  if (layout.signature.name)
    doc.font('Helvetica-Oblique').text(layout.signature.name, x, doc.y, { width: w, align: 'right' });
  doc.font('Helvetica-Bold').text(layout.signature.title, x, doc.y + 12, { width: w, align: 'right' });
  doc.y = Math.max(termsBottom, doc.y) + 16;
  rule(doc, doc.y - 4, 0.3);
  doc.font('Helvetica').fontSize(7).fillColor(GREY).text(layout.footer, MARGIN, doc.y, { width, align: 'center' });
}

export async function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const layout = invoiceLayout(d, 'Rs.');
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${layout.title} ${d.number}`, Author: d.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, layout);
  table(doc, layout.items, { caption: false });
  totalsAndNotes(doc, layout);
  table(doc, layout.hsn, { caption: true });
  closing(doc, layout);
  doc.end();
  return done;
}
