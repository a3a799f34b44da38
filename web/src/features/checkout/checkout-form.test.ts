import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '../profile';
import {
  billedAddress,
  type CheckoutFormAction,
  checkoutFormReducer,
  initialCheckoutForm,
  isShippable,
  validateBilling,
} from './checkout-form';

const info = { name: 'Arjun Mehta', email: 'arjun@example.com' };
const jaipur = {
  fullName: 'Arjun Mehta',
  mobile: '9829012345',
  add1: '22 MI Road',
  add2: 'Second floor',
  landmark: 'Near Panch Batti',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302001',
};

const run = (...actions: CheckoutFormAction[]) =>
  actions.reduce(checkoutFormReducer, initialCheckoutForm(info, jaipur));

describe('checkout details', () => {
  it('bills the delivery address by default', () => {
    const state = run();
    expect(state.sameAsDelivery).toBe(true);
    expect(billedAddress(state)).toEqual(jaipur);
  });

  it('edits one section at a time: opening another while one is open does nothing', () => {
    const state = run({ type: 'edit', section: 'info' }, { type: 'edit', section: 'delivery' });
    expect(state.editing).toBe('info');
    const after = run({ type: 'edit', section: 'billing' }, { type: 'edit', section: 'info' });
    expect(after.editing).toBe('billing');
  });

  it('unticks same-as-delivery when any billing field is edited', () => {
    const opened = run({ type: 'edit', section: 'billing' });
    expect(opened.addressDraft).toEqual(jaipur);
    expect(opened.sameAsDelivery).toBe(true);
    const edited = checkoutFormReducer(opened, {
      type: 'changeAddress',
      field: 'landmark',
      value: 'Opposite the bank',
    });
    expect(edited.sameAsDelivery).toBe(false);
    const saved = checkoutFormReducer(edited, { type: 'saved' });
    expect(saved.editing).toBeNull();
    expect(billedAddress(saved)).toEqual({ ...jaipur, landmark: 'Opposite the bank' });
    expect(saved.delivery).toEqual(jaipur);
  });

  it('gives the tick back when billing editing is cancelled', () => {
    const state = run(
      { type: 'edit', section: 'billing' },
      { type: 'changeAddress', field: 'city', value: 'Pune' },
      { type: 'cancel' },
    );
    expect(state.sameAsDelivery).toBe(true);
    expect(billedAddress(state)).toEqual(jaipur);
  });

  it('ticking the box again bills the delivery address, also mid-edit', () => {
    const state = run(
      { type: 'edit', section: 'billing' },
      { type: 'changeAddress', field: 'city', value: 'Pune' },
      { type: 'sameAsDelivery', checked: true },
    );
    expect(state.sameAsDelivery).toBe(true);
    expect(state.addressDraft).toEqual(jaipur);
    expect(billedAddress(checkoutFormReducer(state, { type: 'saved' }))).toEqual(jaipur);
  });

  it('a saved delivery address is billed too while the box is ticked, and not once it is unticked', () => {
    const moved = run(
      { type: 'edit', section: 'delivery' },
      { type: 'changeAddress', field: 'add1', value: '5 Civil Lines' },
      { type: 'saved' },
    );
    expect(moved.sameAsDelivery).toBe(true);
    expect(billedAddress(moved).add1).toBe('5 Civil Lines');

    const separate = run(
      { type: 'sameAsDelivery', checked: false },
      { type: 'edit', section: 'delivery' },
      { type: 'changeAddress', field: 'add1', value: '5 Civil Lines' },
      { type: 'saved' },
    );
    expect(separate.delivery.add1).toBe('5 Civil Lines');
    expect(billedAddress(separate).add1).toBe('22 MI Road');
  });

  it('editing the delivery address leaves the tick alone', () => {
    const state = run({ type: 'edit', section: 'delivery' }, { type: 'changeAddress', field: 'city', value: 'Pune' });
    expect(state.sameAsDelivery).toBe(true);
  });

  it('saves and cancels My Information', () => {
    const saved = run(
      { type: 'edit', section: 'info' },
      { type: 'changeInfo', field: 'name', value: 'Arjun S. Mehta' },
      { type: 'saved' },
    );
    expect(saved.info).toEqual({ ...info, name: 'Arjun S. Mehta' });
    const cancelled = run(
      { type: 'edit', section: 'info' },
      { type: 'changeInfo', field: 'name', value: 'Someone else' },
      { type: 'cancel' },
    );
    expect(cancelled.info).toEqual(info);
  });

  it('takes the account once it loads, but not over an open editor', () => {
    const blank = initialCheckoutForm({ name: '', email: '' }, EMPTY_ADDRESS);
    const loaded = checkoutFormReducer(blank, { type: 'loaded', info, delivery: jaipur });
    expect(billedAddress(loaded)).toEqual(jaipur);
    const editing = checkoutFormReducer(checkoutFormReducer(blank, { type: 'edit', section: 'delivery' }), {
      type: 'loaded',
      info,
      delivery: jaipur,
    });
    expect(editing.delivery).toEqual(EMPTY_ADDRESS);
  });
});

describe('validateBilling', () => {
  it('requires name, phone, address line 1, state, city and pincode; address line 2 and landmark are optional', () => {
    expect(validateBilling(EMPTY_ADDRESS)).toEqual({
      fullName: 'Full name is required',
      mobile: 'Mobile number is required',
      add1: 'Address line 1 is required',
      state: 'State is required',
      city: 'City is required',
      pincode: 'Pincode is required',
    });
    expect(validateBilling({ ...jaipur, add2: '', landmark: '' })).toEqual({});
  });
});

describe('isShippable', () => {
  it('needs the parts the shipping provider needs', () => {
    expect(isShippable(jaipur)).toBe(true);
    expect(isShippable({ ...jaipur, pincode: ' ' })).toBe(false);
    expect(isShippable(EMPTY_ADDRESS)).toBe(false);
  });
});
