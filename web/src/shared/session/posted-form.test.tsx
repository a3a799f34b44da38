import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PostedForm, usePostedForm } from './posted-form';
import { GUEST, ServerSessionProvider } from './session';

const POSTED: PostedForm = { form: 'login', values: { email: 'arjun@example.com' }, fieldErrors: { password: 'x' } };

let go: (to: string) => void = () => undefined;
function Probe() {
  const posted = usePostedForm('login');
  go = useNavigate();
  return <p data-testid="posted">{posted ? posted.values.email : 'nothing posted'}</p>;
}

describe('usePostedForm', () => {
  it('gives the posted form to the page the browser loaded, and not to a later visit of the same page', () => {
    render(
      <ServerSessionProvider value={{ ...GUEST, posted: POSTED }}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<Probe />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </ServerSessionProvider>,
    );
    expect(screen.getByTestId('posted').textContent).toBe('arjun@example.com');
    act(() => go('/cart'));
    act(() => go('/login'));
    expect(screen.getByTestId('posted').textContent).toBe('nothing posted');
  });

  it('gives nothing to a page of the other form', () => {
    render(
      <ServerSessionProvider value={{ ...GUEST, posted: { ...POSTED, form: 'signup' } }}>
        <MemoryRouter initialEntries={['/login']}>
          <Probe />
        </MemoryRouter>
      </ServerSessionProvider>,
    );
    expect(screen.getByTestId('posted').textContent).toBe('nothing posted');
  });
});
