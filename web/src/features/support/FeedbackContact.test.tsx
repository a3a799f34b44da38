import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendContactQueryDocument } from '../../__generated__/operations/SendContactQuery';
import { SendFeedbackDocument } from '../../__generated__/operations/SendFeedback';
import { saveSession } from '../../shared/session/session';
import { STORE } from '../../shared/store-info';
import { type AnyMock, fieldsRefusal, renderPage, viewer } from '../../test/render-page';
import ContactPage from './ContactPage';
import FeedbackPage from './FeedbackPage';

afterEach(() => vi.restoreAllMocks());

const feedbackInput = { name: 'Meera Iyer', email: 'meera@example.in', message: 'The blazer fits perfectly.' };
const feedbackMock = (answer: object): AnyMock => ({
  request: { query: SendFeedbackDocument, variables: { input: feedbackInput } },
  delay: 0,
  ...answer,
});
const receipt = (field: 'sendFeedback' | 'sendContactQuery', message: string) => ({
  data: { [field]: { __typename: 'SupportReceipt', id: '4c1d2f7e-0b51-4b4c-9d36-1f8a2f0c7a11', message } },
});

const form = (name: string) => screen.getByRole('form', { name });
const box = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function fillFeedback() {
  const f = form('Send Feedback');
  type(box(f, 'Name'), feedbackInput.name);
  type(box(f, 'Email'), feedbackInput.email);
  type(box(f, 'Message'), feedbackInput.message);
  return f;
}

describe("the signed-in buyer's name and email", () => {
  afterEach(() => window.localStorage.clear());

  it.each([
    ['Send Feedback', <FeedbackPage key="feedback" />, '/profile/feedback'],
    ['Contact Us', <ContactPage key="contact" />, '/profile/contact'],
  ])('fill %s to start with, and stay editable', async (name, page, path) => {
    await saveSession('jwt-1', { _id: viewer.id, name: viewer.name, email: viewer.email });
    renderPage(page, { route: path, path });
    const f = form(name);
    expect(box(f, 'Name').value).toBe(viewer.name);
    expect(box(f, 'Email').value).toBe(viewer.email);
    type(box(f, 'Name'), 'Meera Iyer');
    expect(box(f, 'Name').value).toBe('Meera Iyer');
  });
});

describe('Send Feedback', () => {
  it("asks for a name, an email that looks like one and a message, in the spec's words", async () => {
    renderPage(<FeedbackPage />, { route: '/profile/feedback', path: '/profile/feedback' });
    expect(screen.getByRole('heading', { level: 1, name: 'Send Feedback' })).toBeTruthy();
    const f = form('Send Feedback');
    fireEvent.click(within(f).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(f).findByText('Name is required')).toBeTruthy();
    expect(within(f).getByText('Email is required')).toBeTruthy();
    expect(within(f).getByText('Message is required')).toBeTruthy();
    expect(document.activeElement).toBe(box(f, 'Name'));

    type(box(f, 'Email'), 'meera@');
    fireEvent.click(within(f).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(f).findByText('Please enter a valid email')).toBeTruthy();
    type(box(f, 'Name'), 'Meera');
    expect(within(f).queryByText('Name is required')).toBeNull();
  });

  it("sends the feedback, clears the form and shows the store's thanks", async () => {
    renderPage(<FeedbackPage />, {
      route: '/profile/feedback',
      path: '/profile/feedback',
      mocks: [feedbackMock({ result: receipt('sendFeedback', 'Thank you for your feedback!') })],
    });
    const f = fillFeedback();
    fireEvent.click(within(f).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(f).findByText('Thank you for your feedback!')).toBeTruthy();
    expect(box(f, 'Name').value).toBe('');
    expect(box(f, 'Email').value).toBe('');
    expect(box(f, 'Message').value).toBe('');
  });

  it('only logs a failure (the spec shows nothing) and keeps what was typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<FeedbackPage />, {
      route: '/profile/feedback',
      path: '/profile/feedback',
      mocks: [feedbackMock({ error: new TypeError('Failed to fetch') })],
    });
    const f = fillFeedback();
    fireEvent.click(within(f).getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(box(f, 'Message').value).toBe(feedbackInput.message);
  });

  it('puts a field message the store gave under its field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<FeedbackPage />, {
      route: '/profile/feedback',
      path: '/profile/feedback',
      mocks: [
        feedbackMock({
          result: fieldsRefusal('Invalid request. email: Please enter a valid email', [
            { field: 'input.email', code: 'invalid_format', message: 'Please enter a valid email' },
          ]),
        }),
      ],
    });
    const f = fillFeedback();
    fireEvent.click(within(f).getByRole('button', { name: 'Send Feedback' }));
    expect(await within(f).findByText('Please enter a valid email')).toBeTruthy();
  });
});

describe('Contact Us', () => {
  const queryInput = { name: 'Meera Iyer', email: 'meera@example.in', query: 'Do you alter trousers?' };

  it("shows the store's phone, email and Jaipur address beside the form", () => {
    renderPage(<ContactPage />, { route: '/profile/contact', path: '/profile/contact' });
    const info = screen.getByTestId('contact-info');
    expect(within(info).getByRole('link', { name: STORE.phoneDisplay }).getAttribute('href')).toBe(
      `tel:+${STORE.whatsappNumber}`,
    );
    expect(within(info).getByRole('link', { name: STORE.email }).getAttribute('href')).toBe(`mailto:${STORE.email}`);
    expect(info.textContent).toContain('Jaipur, Rajasthan');
  });

  it('asks for a name, an email and a query', async () => {
    renderPage(<ContactPage />, { route: '/profile/contact', path: '/profile/contact' });
    const f = form('Contact Us');
    fireEvent.click(within(f).getByRole('button', { name: 'Send Query' }));
    expect(await within(f).findByText('Query is required')).toBeTruthy();
    expect(within(f).getByText('Name is required')).toBeTruthy();
    expect(within(f).getByText('Email is required')).toBeTruthy();
  });

  it('sends the query and clears the form', async () => {
    renderPage(<ContactPage />, {
      route: '/profile/contact',
      path: '/profile/contact',
      mocks: [
        {
          request: { query: SendContactQueryDocument, variables: { input: queryInput } },
          delay: 0,
          result: receipt('sendContactQuery', 'Thank you for contacting us. We will get back to you soon.'),
        },
      ],
    });
    const f = form('Contact Us');
    type(box(f, 'Name'), queryInput.name);
    type(box(f, 'Email'), queryInput.email);
    type(box(f, 'Query'), queryInput.query);
    fireEvent.click(within(f).getByRole('button', { name: 'Send Query' }));
    expect(await within(f).findByText('Thank you for contacting us. We will get back to you soon.')).toBeTruthy();
    expect(box(f, 'Query').value).toBe('');
  });
});
