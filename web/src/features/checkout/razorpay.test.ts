import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRazorpay, type RazorpayConstructor, SCRIPT_LOAD_FAILED } from './razorpay';

const URL_A = 'http://127.0.0.1:1/razorpay/v1/checkout.js';
const FakeRazorpay = function FakeRazorpay() {} as unknown as RazorpayConstructor;

/** The scripts the loader adds, kept out of the document (happy-dom loads no script files), so a test fires their events. */
let added: HTMLScriptElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) added.push(node);
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.Razorpay;
});

describe('loadRazorpay', () => {
  it('adds the script from the configured URL once and answers window.Razorpay when it loads', async () => {
    const first = loadRazorpay(URL_A);
    const second = loadRazorpay(URL_A);
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe(URL_A);
    expect(added[0]?.async).toBe(true);
    window.Razorpay = FakeRazorpay;
    added[0]?.onload?.(new Event('load'));
    await expect(first).resolves.toBe(FakeRazorpay);
    await expect(second).resolves.toBe(FakeRazorpay);
    // Once loaded, it is not asked for again.
    await expect(loadRazorpay(URL_A)).resolves.toBe(FakeRazorpay);
    expect(added).toHaveLength(1);
  });

  it("rejects with 'Razorpay SDK failed to load' when the script fails, and tries again next time", async () => {
    const attempt = loadRazorpay(URL_A);
    added[0]?.onerror?.(new Event('error'));
    await expect(attempt).rejects.toThrow(SCRIPT_LOAD_FAILED);
    void loadRazorpay(URL_A).catch(() => undefined);
    expect(added).toHaveLength(2);
    added[1]?.onerror?.(new Event('error'));
  });

  it('rejects when the script loads but defines no window.Razorpay', async () => {
    const attempt = loadRazorpay(URL_A);
    added[0]?.onload?.(new Event('load'));
    await expect(attempt).rejects.toThrow('Razorpay SDK failed to load');
  });
});
