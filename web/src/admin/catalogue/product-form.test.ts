import { PRODUCT_NAME_MAX } from '@sutra/rules';
import { describe, expect, it } from 'vitest';
import { type ProductFormValues, productInputOf, stockError, validateProductForm } from './product-form';

const valid: ProductFormValues = {
  name: 'Navy Linen Shirt',
  heading: '',
  description: '',
  visible: true,
  hsnCode: '6205',
  gstRateBp: '500',
};

describe('the product form’s checks (the api’s rules)', () => {
  it('passes a valid product', () => {
    expect(validateProductForm(valid)).toEqual({});
  });

  it('requires a name within the api’s limit', () => {
    expect(validateProductForm({ ...valid, name: '  ' }).name).toBe('Name is required');
    expect(validateProductForm({ ...valid, name: 'x'.repeat(PRODUCT_NAME_MAX + 1) }).name).toContain('at most');
  });

  it('takes an HSN code of 4, 6 or 8 digits, or none', () => {
    expect(validateProductForm({ ...valid, hsnCode: '62051' }).hsnCode).toBe('HSN code must be 4, 6 or 8 digits');
    expect(validateProductForm({ ...valid, hsnCode: '62AB' }).hsnCode).toBeDefined();
    expect(validateProductForm({ ...valid, hsnCode: '62052000' }).hsnCode).toBeUndefined();
    expect(validateProductForm({ ...valid, hsnCode: '' }).hsnCode).toBeUndefined();
  });

  it('takes only the GST slabs the api takes', () => {
    expect(validateProductForm({ ...valid, gstRateBp: '1200' }).gstRateBp).toBe('Choose a GST rate');
    expect(validateProductForm({ ...valid, gstRateBp: '' }).gstRateBp).toBeUndefined();
  });

  it('sends trimmed text, no HSN code as null and the rate as a number', () => {
    expect(productInputOf({ ...valid, name: ' Shirt ', hsnCode: ' ' }, 'cat-1')).toEqual({
      name: 'Shirt',
      heading: '',
      description: '',
      categoryId: 'cat-1',
      visible: true,
      hsnCode: null,
      gstRateBp: 500,
    });
  });

  it('takes stock as whole units, or empty for not counted', () => {
    expect(stockError('')).toBeUndefined();
    expect(stockError('0')).toBeUndefined();
    expect(stockError('-1')).toBeDefined();
    expect(stockError('2.5')).toBeDefined();
    expect(stockError('99999999')).toBe('Stock is more than the store counts');
  });
});
