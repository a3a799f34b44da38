import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImportPage } from './ProductImportPage';
import { renderAdminPage } from './test-kit';

const none = { products: 0, variants: 0, skus: 0 };
const GOOD = 'productName,colour,size,stock\nNavy Linen Shirt,Navy,40,5\n';
const BAD = `${GOOD}Navy Linen Shirt,Navy,42,lots\n`;

/** The gateway's file route at the wire: it answers as the api does, and records what was sent. */
function gatewayStandIn() {
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    const body = await (init.body as Blob).text();
    sent.push({ url, headers: init.headers as Record<string, string>, body });
    const dryRun = url.endsWith('dryRun=true');
    const lines = body.trim().split('\n').slice(1);
    const errors = lines.flatMap((line, i) =>
      line.endsWith('lots')
        ? [{ row: i + 2, column: 'stock', code: 'invalid_format', message: 'Stock must be a whole number of units' }]
        : [],
    );
    const written = !dryRun && errors.length === 0;
    const answer = { success: true, dryRun, written, rows: lines.length, created: none, errors };
    return new Response(JSON.stringify({ ...answer, updated: written ? { ...none, skus: lines.length } : none }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { send, sent };
}

function pick(text: string) {
  const file = new File([text], 'products.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
}

const render = (send: typeof fetch) =>
  renderAdminPage(<ProductImportPage send={send} />, {
    mocks: [],
    route: '/admin/products/import',
    path: '/admin/products/import',
  });

describe('the CSV import', () => {
  it('lists each bad row of a dry run, and offers no import while there is one', async () => {
    const gateway = gatewayStandIn();
    render(gateway.send);
    pick(BAD);
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const report = await screen.findByTestId('import-errors');
    expect(report.textContent).toContain('1 problem(s) in 2 row(s): nothing was written.');
    expect(screen.getByRole('row', { name: /3 stock Stock must be a whole number of units/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(gateway.sent).toHaveLength(1);
    expect(gateway.sent[0]).toMatchObject({
      url: '/admin/files/products/import?dryRun=true',
      headers: { 'x-sutra-admin': '1', 'content-type': 'text/csv' },
      body: BAD,
    });
  });

  it('imports a file once its dry run found nothing wrong', async () => {
    const gateway = gatewayStandIn();
    render(gateway.send);
    pick(GOOD);
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 row(s)' }));
    expect((await screen.findByTestId('import-done')).textContent).toContain('Imported 1 row(s)');
    expect(gateway.sent.map((s) => s.url)).toEqual([
      '/admin/files/products/import?dryRun=true',
      '/admin/files/products/import?dryRun=false',
    ]);
  });
});
