import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderStore } from '../../../test/render';
import { SaleOnlyBox } from './SaleOnlyBox';

const box = () => screen.getByRole('checkbox', { name: 'Shop sale items only' }) as HTMLInputElement;

/** A listing's filters, and a Reset that changes them outside the box. */
function Listing() {
  const [saleOnly, setSaleOnly] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setSaleOnly(false)}>
        Reset
      </button>
      <SaleOnlyBox checked={saleOnly} onChange={setSaleOnly} />
    </>
  );
}

describe('SaleOnlyBox', () => {
  it('ticks at the tap, before the listing’s filters have caught up, and sends sale=1 with the form', () => {
    const onChange = vi.fn();
    renderStore(<SaleOnlyBox checked={false} onChange={onChange} />);
    fireEvent.click(box());
    expect(onChange).toHaveBeenCalledWith(true);
    expect(box().checked).toBe(true);
    expect(box().name).toBe('sale');
    expect(box().value).toBe('1');
  });

  it('shows a change of the filters made elsewhere (Reset, a chip)', () => {
    renderStore(<Listing />);
    expect(box().checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box().checked).toBe(false);
  });
});
