import {
  loadSandboxConfig,
  type MailboxClient,
  mailboxClient,
  type RunningSandbox,
  type SmsSandboxClient,
  smsSandboxClient,
  startSandbox,
  whatsappSandboxClient,
} from '@sutra/sandbox';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { CSV_COLUMNS, type CsvRow } from '../catalog/admin/csv-export.js';
import type { AdminProductJson } from '../catalog/admin/schemas.js';
import { buyers, categories, mailOutbox, messageOutbox, stockAlerts } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { giveBackStock } from '../orders/stock.js';
import { type Answer, call, randomIp, uniqueEmail } from '../test/accounts.js';
import { signedInStaff } from '../test/staff.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { backInStockMessage } from './messages.js';
import { restockTellers } from './restock.js';

let sandbox: RunningSandbox;
let api: TestApi;
let sms: SmsSandboxClient;
let mailbox: MailboxClient;
let staff: string;
let categoryId: string;

beforeAll(async () => {
  sandbox = await startSandbox(loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent' }));
  api = await createTestApi({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      SMS_API_URL: `${sandbox.url}/sms`,
      WHATSAPP_API_URL: `${sandbox.url}/whatsapp`,
      RETRY_INTERVAL_SECONDS: '0',
    },
  });
  sms = smsSandboxClient(sandbox.url);
  mailbox = mailboxClient(sandbox.url);
  staff = (await signedInStaff(api, 'owner')).token;
  const [category] = await api.database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('the seed has no category');
  categoryId = category.id;
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

type ProductAnswer = Answer<{ result: AdminProductJson; code?: string }>;

const admin = (method: 'POST' | 'PATCH' | 'PUT', path: string, body: unknown): Promise<ProductAnswer> =>
  api.app
    .inject({
      method,
      url: `${API_PREFIX}${path}`,
      headers: { authorization: `Bearer ${staff}`, 'x-forwarded-for': randomIp() },
      payload: body as Record<string, unknown>,
    })
    .then((res) => ({ status: res.statusCode, body: res.json(), headers: res.headers }));

interface Sized {
  product: AdminProductJson;
  /** SKU ids by size: 38 has units, 40 is sold out. */
  sku: Record<'38' | '40', string>;
}

/** A visible product in one colour: size 38 with 5 units, size 40 sold out. */
async function productWithSoldOutSize(name = `Linen kurta ${Math.random().toString(36).slice(2, 8)}`): Promise<Sized> {
  const created = await admin('POST', '/admin/products', { productName: name, categoryId, visible: true });
  expect(created.status).toBe(201);
  const withColour = await admin('POST', `/admin/products/${created.body.result._id}/variants`, {
    version: created.body.result.version,
    colour: 'Indigo',
    retailPricePaise: 250_000,
    salePricePaise: 199_900,
    sizes: [
      { size: '38', stock: 5 },
      { size: '40', stock: 0 },
    ],
  });
  expect(withColour.status).toBe(200);
  const product = withColour.body.result;
  const skus = product.variants[0]?.skus ?? [];
  const idOf = (size: string) => skus.find((s) => s.size === size)?._id ?? '';
  return { product, sku: { '38': idOf('38'), '40': idOf('40') } };
}

const ask = (skuId: string, contact: string, ip = randomIp()) =>
  call<{ success: boolean; code?: string; fields?: { path: string; code: string }[] }>(
    api,
    'POST',
    '/stock_alerts',
    { skuId, contact },
    { ip },
  );

/** Sets a size's stock through the back office, at the product's current version; answers the product after. */
async function setStock(sized: Sized, size: '38' | '40', stock: number): Promise<void> {
  const answer = await admin('PUT', `/admin/products/${sized.product._id}/skus/${sized.sku[size]}/stock`, {
    version: sized.product.version,
    stock,
  });
  expect(answer.status).toBe(200);
  sized.product = answer.body.result;
}

/** The back-in-stock mail the outbox holds for an address (written, sent or not). */
async function backInStockMails(to: string) {
  const rows = await api.database.db.select({ job: mailOutbox.job }).from(mailOutbox);
  return rows
    .map((r) => r.job)
    .filter((job) => job.kind === 'mail' && job.mail.to === to && job.mail.subject.startsWith('Back in stock'));
}

/** A fresh mobile number (ten digits starting 9) no other test uses. */
const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The message outbox's jobs for these alerts (one per alert, keyed by it). */
async function backInStockJobs(contact: string) {
  const ids = (await alertsOf(contact)).map((a) => `stock-alert:${a.id}`);
  const rows = await api.database.db
    .select({ key: messageOutbox.dedupeKey })
    .from(messageOutbox)
    .where(like(messageOutbox.dedupeKey, 'stock-alert:%'));
  return rows.filter((r) => r.key !== null && ids.includes(r.key));
}

const alertsOf = (contact: string) =>
  api.database.db.select().from(stockAlerts).where(eq(stockAlerts.contact, contact));

describe('POST /stock_alerts', () => {
  it('keeps one waiting alert when the same contact asks twice for a size, answering both alike', async () => {
    const sized = await productWithSoldOutSize();
    const email = uniqueEmail('alert');
    const first = await ask(sized.sku['40'], email);
    const second = await ask(sized.sku['40'], `  ${email.toUpperCase()} `);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await alertsOf(email)).toHaveLength(1);
  });

  it('reads a mobile number however it is typed, as its ten digits: one alert', async () => {
    const sized = await productWithSoldOutSize();
    expect((await ask(sized.sku['40'], '+91 98100 12345')).status).toBe(200);
    expect((await ask(sized.sku['40'], '098100-12345')).status).toBe(200);
    const alerts = await alertsOf('9810012345');
    expect(alerts.map((a) => [a.contactKind, a.skuId])).toEqual([['mobile', sized.sku['40']]]);
  });

  it('refuses a size that can be bought now (409 in_stock) and writes nothing', async () => {
    const sized = await productWithSoldOutSize();
    const email = uniqueEmail('in-stock');
    const answer = await ask(sized.sku['38'], email);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('in_stock');
    expect(await alertsOf(email)).toHaveLength(0);
  });

  it('refuses a contact that is neither a mobile number nor an email, on its field', async () => {
    const sized = await productWithSoldOutSize();
    const answer = await ask(sized.sku['40'], '12345');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.fields).toEqual([expect.objectContaining({ path: 'contact', code: 'invalid_format' })]);
  });

  it('answers an unknown size, or one of a hidden product, as not found', async () => {
    const sized = await productWithSoldOutSize();
    expect((await ask('00000000-0000-4000-8000-000000000000', uniqueEmail())).status).toBe(404);
    const hidden = await admin('PATCH', `/admin/products/${sized.product._id}`, {
      version: sized.product.version,
      visible: false,
    });
    expect(hidden.status).toBe(200);
    expect((await ask(sized.sku['40'], uniqueEmail())).status).toBe(404);
  });

  it('limits one contact to 5 asks a day, from any address, so no one can flood a stranger', async () => {
    const email = uniqueEmail('stranger');
    const sizes = await Promise.all([1, 2, 3].map(() => productWithSoldOutSize()));
    const answers: number[] = [];
    for (let n = 0; n < 7; n += 1) answers.push((await ask(sizes[n % 3]?.sku['40'] ?? '', email)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // The refusal is no alert: three sizes, one alert each.
    expect(await alertsOf(email)).toHaveLength(3);
  });

  it('limits one client address to 30 asks a day, whatever the contacts', async () => {
    const sized = await productWithSoldOutSize();
    const ip = randomIp();
    const answers: number[] = [];
    for (let n = 0; n < 31; n += 1) answers.push((await ask(sized.sku['40'], uniqueEmail('flood'), ip)).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('a restock tells each waiting shopper once', () => {
  it('mails each subscriber once when staff bring the size back, naming the product, size and its page', async () => {
    const sized = await productWithSoldOutSize('Chanderi bandhgala');
    const [a, b] = [uniqueEmail('first'), uniqueEmail('second')];
    await ask(sized.sku['40'], a);
    await ask(sized.sku['40'], b);
    await setStock(sized, '40', 3);
    for (const to of [a, b]) {
      const mails = await backInStockMails(to);
      expect(mails).toHaveLength(1);
      const mail = mails[0]?.kind === 'mail' ? mails[0].mail : undefined;
      expect(mail?.subject).toBe('Back in stock: Chanderi bandhgala in size 40');
      expect(mail?.text).toContain(`${api.config.publicUrl}/product-details/${sized.product._id}/chanderi-bandhgala/`);
    }
    expect((await alertsOf(a))[0]?.notifiedAt).toBeInstanceOf(Date);
  });

  it('texts a number once by SMS and mails an email once, through the sandbox, naming the size and page', async () => {
    const sized = await productWithSoldOutSize('Kalamkari nehru jacket');
    const mobile = newMobile();
    const email = uniqueEmail('sandbox');
    await ask(sized.sku['40'], `+91 ${mobile}`);
    await ask(sized.sku['40'], email);
    await setStock(sized, '40', 3);
    await setStock(sized, '40', 4);
    await api.app.messages.drain();
    await api.app.outbox.drain();
    const texts = await sms.list(mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(
      new RegExp(
        `^Good news: Kalamkari nehru jacket in size 40 is back in stock at Sutra\\. Buy now: ${api.config.publicUrl}/product-details/${sized.product._id}/kalamkari-nehru-jacket/[a-z-]+$`,
      ),
    );
    const mails = await mailbox.waitFor(email);
    expect(mails.map((m) => m.subject)).toEqual(['Back in stock: Kalamkari nehru jacket in size 40']);
  });

  it('texts once when a stock write and an import bring the size back at the same moment', async () => {
    const sized = await productWithSoldOutSize();
    const mobile = newMobile();
    await ask(sized.sku['40'], mobile);
    const rows = await exportedRows(sized.product._id);
    const [put, csv] = await Promise.all([
      admin('PUT', `/admin/products/${sized.product._id}/skus/${sized.sku['40']}/stock`, {
        version: sized.product.version,
        stock: 3,
      }),
      importRows(rows.map((r) => (r.sku_id === sized.sku['40'] ? { ...r, stock: '4' } : r))),
    ]);
    expect(csv).toBe(200);
    expect([200, 409]).toContain(put.status);
    await api.app.messages.drain();
    expect(await sms.list(mobile)).toHaveLength(1);
    expect(await backInStockJobs(mobile)).toHaveLength(1);
  });

  it('tells nobody while the size stays at 0, nor for another size restocked', async () => {
    const sized = await productWithSoldOutSize();
    const email = uniqueEmail('waiting');
    await ask(sized.sku['40'], email);
    await setStock(sized, '40', 0);
    await setStock(sized, '38', 9);
    expect(await backInStockMails(email)).toHaveLength(0);
    expect((await alertsOf(email))[0]?.notifiedAt).toBeNull();
  });

  it('tells once for 0 → 3 → 0 → 2; a new ask after the first restock is a new alert, told on the second', async () => {
    const sized = await productWithSoldOutSize();
    const early = uniqueEmail('early');
    const late = uniqueEmail('late');
    const mobile = newMobile();
    await ask(sized.sku['40'], early);
    await ask(sized.sku['40'], mobile);
    await setStock(sized, '40', 3);
    await setStock(sized, '40', 5);
    await setStock(sized, '40', 0);
    await ask(sized.sku['40'], early);
    await ask(sized.sku['40'], late);
    await setStock(sized, '40', 2);
    expect(await backInStockMails(early)).toHaveLength(2);
    expect(await backInStockMails(late)).toHaveLength(1);
    expect(await alertsOf(early)).toHaveLength(2);
    await api.app.messages.drain();
    expect(await sms.list(mobile)).toHaveLength(1);
  });

  it('tells the waiting shoppers when a CSV import brings the size back', async () => {
    const sized = await productWithSoldOutSize();
    const email = uniqueEmail('csv');
    await ask(sized.sku['40'], email);
    expect(await importStock(sized, '40', 4)).toBe(200);
    expect(await importStock(sized, '40', 6)).toBe(200);
    expect(await backInStockMails(email)).toHaveLength(1);
  });

  it('tells once when a stock write and an import bring the size back at the same moment', async () => {
    const sized = await productWithSoldOutSize();
    const emails = [uniqueEmail('race-a'), uniqueEmail('race-b')];
    for (const email of emails) await ask(sized.sku['40'], email);
    const rows = await exportedRows(sized.product._id);
    const [put, csv, csv2] = await Promise.all([
      admin('PUT', `/admin/products/${sized.product._id}/skus/${sized.sku['40']}/stock`, {
        version: sized.product.version,
        stock: 3,
      }),
      importRows(rows.map((r) => (r.sku_id === sized.sku['40'] ? { ...r, stock: '4' } : r))),
      importRows(rows.map((r) => (r.sku_id === sized.sku['40'] ? { ...r, stock: '5' } : r))),
    ]);
    // The imports check no version; the stock write is refused as stale when an import saved the product first.
    expect([csv, csv2]).toEqual([200, 200]);
    expect([200, 409]).toContain(put.status);
    for (const email of emails) expect(await backInStockMails(email)).toHaveLength(1);
  });

  it('tells, on the retry worker’s sweep, a size put back on sale by a cancellation or a return, once', async () => {
    const sized = await productWithSoldOutSize('Ikat kurta');
    const email = uniqueEmail('given-back');
    const mobile = newMobile();
    await ask(sized.sku['40'], email);
    await ask(sized.sku['40'], mobile);
    const variantId = sized.product.variants[0]?._id ?? null;
    // A cancelled line's units go back to its size, as `cancelOrder` and a received return do.
    await inTransaction(api.database.db, (tx) =>
      giveBackStock(tx, [{ variantId, attributes: { size: '40' }, quantity: 1, name: 'Ikat kurta' }]),
    );
    const tellers = restockTellers({
      mail: api.app.outbox,
      messages: api.app.messages,
      publicUrl: api.config.publicUrl,
    });
    const [first, second] = await Promise.all([tellers.sweep(api.database.db), tellers.sweep(api.database.db)]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    expect(await tellers.sweep(api.database.db)).toBe(0);
    expect(await backInStockMails(email)).toHaveLength(1);
    expect(await backInStockJobs(mobile)).toHaveLength(1);
  });

  it('tells the waiting shoppers when a hidden product with the size in stock is shown again', async () => {
    const sized = await productWithSoldOutSize();
    const email = uniqueEmail('hidden');
    await ask(sized.sku['40'], email);
    const hidden = await admin('PATCH', `/admin/products/${sized.product._id}`, {
      version: sized.product.version,
      visible: false,
    });
    sized.product = hidden.body.result;
    await setStock(sized, '40', 2);
    expect(await backInStockMails(email)).toHaveLength(0);
    const shown = await admin('PATCH', `/admin/products/${sized.product._id}`, {
      version: sized.product.version,
      visible: true,
    });
    expect(shown.status).toBe(200);
    expect(await backInStockMails(email)).toHaveLength(1);
  });
});

const csvHeaders = () => ({ authorization: `Bearer ${staff}`, 'x-forwarded-for': randomIp() });

async function exportedRows(productId: string): Promise<CsvRow[]> {
  const res = await api.app.inject({ method: 'GET', url: `${API_PREFIX}/admin/products.csv`, headers: csvHeaders() });
  expect(res.statusCode).toBe(200);
  return (parse(res.body, { columns: true }) as CsvRow[]).filter((r) => r.product_id === productId);
}

async function importRows(rows: CsvRow[]): Promise<number> {
  const res = await api.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/admin/products/import?dryRun=false`,
    headers: { ...csvHeaders(), 'content-type': 'text/csv' },
    payload: stringify(rows, { header: true, columns: [...CSV_COLUMNS] }),
  });
  return res.statusCode;
}

async function importStock(sized: Sized, size: '38' | '40', stock: number): Promise<number> {
  const rows = await exportedRows(sized.product._id);
  return importRows(rows.map((r) => (r.sku_id === sized.sku[size] ? { ...r, stock: String(stock) } : r)));
}

describe('the back-in-stock message', () => {
  it('fills the back_in_stock WhatsApp template as WhatsApp holds it: its name, parameters and Buy now link', async () => {
    const sized = await productWithSoldOutSize('Bandhani stole');
    const mobile = newMobile();
    await ask(sized.sku['40'], mobile);
    await setStock(sized, '40', 1);
    const [alert] = await alertsOf(mobile);
    const message = await backInStockMessage(api.database.db, api.config.publicUrl, {
      kind: 'back-in-stock',
      alertId: alert?.id ?? '',
    });
    expect(message?.channel).toBe('sms');
    if (!message) throw new Error('no message rendered');
    // Sent as WhatsApp through the sandbox, which refuses a template name or parameter count it does not hold.
    await api.app.messages.add(api.database.db, { kind: 'message', message: { ...message, channel: 'whatsapp' } });
    await api.app.messages.drain();
    const [sent] = await whatsappSandboxClient(sandbox.url).list(mobile);
    expect(sent?.template).toBe('back_in_stock');
    expect(sent?.text).toBe('Good news: Bandhani stole in size 40 is back in stock at Sutra.');
    expect(sent?.buttons).toEqual([
      expect.objectContaining({
        kind: 'url',
        text: 'Buy now',
        url: expect.stringContaining(`/product-details/${sized.product._id}/bandhani-stole/`),
      }),
    ]);
  });

  it('goes on WhatsApp to a buyer’s own verified number when they agreed to it, and by SMS to anyone else', async () => {
    const sized = await productWithSoldOutSize('Ikat bandhgala');
    const agreed = newMobile();
    const unverified = newMobile();
    const stranger = newMobile();
    await api.database.db.insert(buyers).values([
      {
        name: 'Asha',
        email: uniqueEmail('agreed'),
        mobile: agreed,
        mobileVerifiedAt: new Date(),
        whatsappUpdates: true,
      },
      // A number typed into a profile but never proven is not the buyer's to message on WhatsApp.
      { name: 'Dev', email: uniqueEmail('unverified'), mobile: unverified, whatsappUpdates: true },
    ]);
    for (const mobile of [agreed, unverified, stranger]) await ask(sized.sku['40'], mobile);
    await setStock(sized, '40', 2);
    await api.app.messages.drain();
    const whatsapp = whatsappSandboxClient(sandbox.url);
    expect((await whatsapp.list(agreed)).map((m) => m.template)).toEqual(['back_in_stock']);
    expect(await sms.list(agreed)).toHaveLength(0);
    for (const mobile of [unverified, stranger]) {
      expect(await whatsapp.list(mobile)).toHaveLength(0);
      expect(await sms.list(mobile)).toHaveLength(1);
    }
  });

  it('renders nothing for an alert that no longer exists', async () => {
    const message = await backInStockMessage(api.database.db, api.config.publicUrl, {
      kind: 'back-in-stock',
      alertId: '00000000-0000-4000-8000-000000000000',
    });
    expect(message).toBeNull();
  });
});
