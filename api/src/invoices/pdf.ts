import { formatPaise, formatRate, type InvoiceDocument, type InvoiceParty } from '@sutra/rules';
import PDFDocument from 'pdfkit';

/**
 * An issued invoice or credit note as a PDF, printed from its stored snapshot (nothing recomputed).
 *
 * Built with pdfkit: maintained, pure JavaScript (no native build, so it installs anywhere the api runs), and a Node
 * stream writer; the api's build leaves it an import from node_modules, where its font metrics stay beside it, so
 * esbuild has nothing to bundle (pdf-lib would do too, but its last release is years old). The text uses the PDF
 * standard font Helvetica, which every reader has, so nothing is embedded and a one-page invoice stays a few KB; its
 * character set has no ₹, so amounts read "Rs." — the abbreviation Indian invoices have always used — rather than
 * embedding a 300 KB font for one glyph.
 */

const A4_MARGIN = 36;
const GREY = '#555555';
const inIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dateOf = (iso: string) => inIndia.format(new Date(iso));
const rs = (paise: number) => `Rs. ${formatPaise(paise)}`;
const signed = (paise: number) => `${paise < 0 ? '-' : ''}${rs(Math.abs(paise))}`;

type Doc = InstanceType<typeof PDFDocument>;

function partyBlock(doc: Doc, title: string, party: InvoiceParty, x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text(title.toUpperCase(), x, y, { width });
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(party.name, { width });
  doc.font('Helvetica');
  for (const line of party.addressLines) doc.text(line, { width });
  doc.text(`State: ${party.state}${party.stateCode ? ` (code ${party.stateCode})` : ''}`, { width });
  doc.text(`GSTIN: ${party.gstin ?? 'Unregistered (consumer)'}`, { width });
  return doc.y;
}

function header(doc: Doc, d: InvoiceDocument): void {
  const width = doc.page.width - 2 * A4_MARGIN;
  const top = A4_MARGIN;
  doc.font('Helvetica-Bold').fontSize(18).text('SUTRA', A4_MARGIN, top, { characterSpacing: 4 });
  doc.fontSize(9).text(d.seller.name);
  doc.font('Helvetica');
  for (const line of d.seller.addressLines) doc.text(line);
  doc.text(`${d.seller.email} · ${d.seller.phone}`);
  doc.text(`GSTIN: ${d.seller.gstin}   PAN: ${d.seller.gstin.slice(2, 12)}`);
  const leftBottom = doc.y;

  const rightX = A4_MARGIN + width / 2;
  const title = d.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(title, rightX, top, { width: width / 2, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text('Original for recipient', { width: width / 2, align: 'right' });
  doc.fillColor('black').fontSize(9);
  const facts: [string, string][] = [
    [d.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', d.number],
    [d.kind === 'invoice' ? 'Invoice date' : 'Credit note date', dateOf(d.issuedAt)],
    ...(d.creditsInvoice
      ? ([
          ['Against invoice', d.creditsInvoice.number],
          ['Invoice date', dateOf(d.creditsInvoice.issuedAt)],
        ] as [string, string][])
      : []),
    ['Order no.', d.order.number],
    ['Order date', dateOf(d.order.placedAt)],
    [
      'Place of supply',
      `${d.placeOfSupply.stateCode ? `${d.placeOfSupply.stateCode} - ` : ''}${d.placeOfSupply.state}`,
    ],
    ['Reverse charge', 'No'],
  ];
  for (const [label, value] of facts)
    doc.text(`${label}: ${value}`, rightX, doc.y, { width: width / 2, align: 'right' });
  const y = Math.max(leftBottom, doc.y) + 10;
  doc
    .moveTo(A4_MARGIN, y)
    .lineTo(A4_MARGIN + width, y)
    .stroke();

  const partiesBottom = Math.max(
    partyBlock(doc, 'Bill to', d.billTo, A4_MARGIN, y + 8, width / 2 - 10),
    partyBlock(doc, 'Ship to', d.shipTo, rightX, y + 8, width / 2),
  );
  doc.y = partiesBottom + 12;
}

function itemsTable(doc: Doc, d: InvoiceDocument): void {
  const intra = d.supply === 'intra-state';
  const columns: { head: string; width: number; align: 'left' | 'right' }[] = [
    { head: '#', width: 18, align: 'left' },
    // Whatever the figures leave of the page's width (set below).
    { head: 'Description', width: 0, align: 'left' },
    { head: 'HSN/SAC', width: 44, align: 'left' },
    { head: 'Qty', width: 24, align: 'right' },
    { head: 'Price incl. GST', width: 62, align: 'right' },
    { head: 'Discount', width: 52, align: 'right' },
    { head: 'Taxable value', width: 62, align: 'right' },
    ...(intra
      ? [
          { head: 'CGST', width: 50, align: 'right' as const },
          { head: 'SGST', width: 50, align: 'right' as const },
        ]
      : [{ head: 'IGST', width: 58, align: 'right' as const }]),
    { head: 'Total', width: 62, align: 'right' },
  ];
  const description = columns[1];
  if (description) {
    description.width = doc.page.width - 2 * A4_MARGIN - columns.reduce((n, c) => n + c.width, 0);
  }
  const row = (cells: string[], bold = false) => {
    // A long order goes on over pages, a row never split across two.
    if (doc.y > doc.page.height - A4_MARGIN - 48) doc.addPage();
    const top = doc.y;
    let x = A4_MARGIN;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + 2, top, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
    doc
      .moveTo(A4_MARGIN, doc.y - 2)
      .lineTo(x, doc.y - 2)
      .lineWidth(0.3)
      .stroke();
  };
  row(
    columns.map((c) =>
      c.head === 'CGST' || c.head === 'SGST' || c.head === 'IGST' ? `${c.head} (rate, Rs.)` : c.head,
    ),
    true,
  );
  d.lines.forEach((line, i) => {
    const taxes = intra
      ? [
          `${formatRate(line.rateBp / 2)} ${formatPaise(line.cgstPaise)}`,
          `${formatRate(line.rateBp / 2)} ${formatPaise(line.sgstPaise)}`,
        ]
      : [`${formatRate(line.rateBp)} ${formatPaise(line.igstPaise)}`];
    row([
      String(i + 1),
      line.detail ? `${line.description}\n${line.detail}` : line.description,
      line.hsn,
      String(line.quantity),
      formatPaise(line.unitPricePaise),
      formatPaise(line.discountPaise),
      formatPaise(line.taxablePaise),
      ...taxes,
      formatPaise(line.totalPaise),
    ]);
  });
}

function totals(doc: Doc, d: InvoiceDocument): void {
  const width = doc.page.width - 2 * A4_MARGIN;
  const t = d.totals;
  const rows: [string, string][] = [
    ['Total taxable value', rs(t.taxablePaise)],
    ...(d.supply === 'intra-state'
      ? ([
          ['CGST', rs(t.cgstPaise)],
          ['SGST', rs(t.sgstPaise)],
        ] as [string, string][])
      : ([['IGST', rs(t.igstPaise)]] as [string, string][])),
    ['Round off', signed(t.roundOffPaise)],
  ];
  doc.moveDown(0.5);
  const x = A4_MARGIN + width - 220;
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.text(label, x, y, { width: 110 });
    doc.text(value, x + 110, y, { width: 110, align: 'right' });
  }
  const y = doc.y + 2;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text(d.kind === 'invoice' ? 'Invoice total' : 'Credit note total', x, y, { width: 110 });
  doc.text(rs(t.payablePaise), x + 110, y, { width: 110, align: 'right' });
  doc.font('Helvetica').fontSize(9).moveDown(0.8);
  doc.text(`Amount in words: ${d.amountInWords}`, A4_MARGIN, doc.y, { width });
  const taxNote =
    d.supply === 'intra-state'
      ? `Supply within ${d.seller.state}: GST charged as CGST and SGST, half the rate each.`
      : `Supply from ${d.seller.state} to ${d.placeOfSupply.state}: GST charged as IGST.`;
  doc.text(taxNote, { width });
  doc.text(`Payment: ${d.payment.label}`, { width });
  if (d.reductions.discountPaise > 0 || d.reductions.pointsOffPaise > 0) {
    const parts = [
      d.reductions.discountPaise > 0
        ? `coupon ${d.reductions.couponCode ?? ''} ${rs(d.reductions.discountPaise)}`.replace('  ', ' ')
        : '',
      d.reductions.pointsOffPaise > 0
        ? `${d.reductions.pointsUsed} membership points ${rs(d.reductions.pointsOffPaise)}`
        : '',
    ].filter(Boolean);
    doc.text(`Discounts given on this invoice, spread over the goods by value: ${parts.join('; ')}.`, { width });
  }
  if (d.reason) doc.text(`Reason: ${d.reason}. This note credits the whole of the invoice above.`, { width });
  doc.moveDown(1.5);
  doc.text(`For ${d.seller.name}`, { width, align: 'right' });
  doc.moveDown(1.5).text('Authorised Signatory', { width, align: 'right' });
  doc.moveDown(1).fontSize(7).fillColor(GREY);
  doc.text(
    `This is a computer-generated ${d.kind === 'invoice' ? 'invoice' : 'credit note'}. Questions? Write to ${d.seller.email}.`,
    {
      width,
      align: 'center',
    },
  );
}

export function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    info: { Title: `${d.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${d.number}`, Author: d.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, d);
  itemsTable(doc, d);
  totals(doc, d);
  doc.end();
  return done;
}
