import { describe, expect, it } from 'vitest';
import { addressLine, LIST_STATUS } from './order-status';

describe('LIST_STATUS', () => {
  it('shows Pending yellow, Shipped green and Delivered gray', () => {
    expect(LIST_STATUS).toEqual({
      PENDING: { label: 'Pending', palette: 'yellow' },
      SHIPPED: { label: 'Shipped', palette: 'green' },
      DELIVERED: { label: 'Delivered', palette: 'gray' },
    });
  });
});

describe('addressLine', () => {
  it('joins add1, add2, city, state and pincode with commas, skipping blanks', () => {
    expect(addressLine({ add1: '22 MI Road', add2: '', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' })).toBe(
      '22 MI Road, Jaipur, Rajasthan, 302001',
    );
    expect(addressLine({ add1: ' ', add2: 'Flat 2', city: '', state: 'Goa', pincode: '' })).toBe('Flat 2, Goa');
  });
});
