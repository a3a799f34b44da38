import { describe, expect, it } from 'vitest';
import { readStockAlertContact } from './stock-alert-contact.js';

describe('readStockAlertContact', () => {
  it('reads a mobile number however it is written, as its ten digits', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '098765-43210', ' 91 9876543210 '])
      expect(readStockAlertContact(typed)).toEqual({ kind: 'mobile', contact: '9876543210' });
  });

  it('reads an email in lower case', () => {
    expect(readStockAlertContact(' Ravi.K@Example.IN ')).toEqual({ kind: 'email', contact: 'ravi.k@example.in' });
  });

  it('reads nothing from a number that is not an Indian mobile, or text that is no email', () => {
    for (const typed of ['', '12345', '5876543210', 'ravi at example', 'a@b', `${'a'.repeat(250)}@x.in`])
      expect(readStockAlertContact(typed)).toBeNull();
  });
});
