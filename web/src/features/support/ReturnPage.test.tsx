import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestReturnDocument } from '../../__generated__/operations/RequestReturn';
import { readToken, saveSession } from '../../shared/session/session';
import { type AnyMock, fieldsRefusal, graphqlError, renderPage, viewer } from '../../test/render-page';
import ReturnPage from './ReturnPage';
import { RETURN_NOTES } from './return-notes';
import { UPLOAD_URL } from './upload-image';
import { notAnImage, TOO_MANY_IMAGES, tooLarge } from './use-return-images';
import { RETURN_FAILED, RETURN_FIELDS_MISSING, RETURN_SUBMITTED } from './validation';

const location = (n: number) => `/media/uploads/${String(n).repeat(32).slice(0, 32)}.png`;
const png = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** The store's upload endpoint, answered at the wire: each call answers the next location. */
let uploads: { url: string; token: string | null }[];
let answerUpload: (call: number) => Response | Promise<Response>;

beforeEach(() => {
  window.localStorage.clear();
  saveSession('jwt-1', { _id: viewer.id, name: viewer.name, email: viewer.email });
  uploads = [];
  answerUpload = (call) =>
    Response.json({ status: true, success: true, message: 'Image uploaded', data: [location(call)] }, { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      uploads.push({ url, token: headers.authorization ?? null });
      expect(init.body).toBeInstanceOf(FormData);
      return answerUpload(uploads.length);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const returnMock = (
  answer: object,
  images = [location(1), location(2)],
  refundTo: Record<string, string> | null = null,
): AnyMock => ({
  request: {
    query: RequestReturnDocument,
    variables: {
      input: {
        orderNumber: '1795276473860',
        email: 'arjun@example.com',
        reason: 'SIZE_DOES_NOT_FIT',
        images,
        refundTo,
      },
    },
  },
  delay: 0,
  ...answer,
});
const submitted = (message: string, images = [location(1), location(2)]) => ({
  data: {
    requestReturn: {
      __typename: 'ReturnRequestPayload',
      message,
      returnRequest: {
        __typename: 'ReturnRequest',
        id: '0f3b8c1e-2d4a-4e5f-8a6b-7c8d9e0f1a2b',
        orderNumber: '1795276473860',
        reason: 'SIZE_DOES_NOT_FIT',
        images,
      },
    },
  },
});

const form = () => screen.getByRole('form', { name: 'Request Return' });
const textbox = (label: string) =>
  within(form()).getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const reasonSelect = () => within(form()).getByRole('combobox', { name: /^Reason for Return/ }) as HTMLSelectElement;
const fileInput = () => screen.getByTestId('return-images-input') as HTMLInputElement;
const pick = async (...files: File[]) => {
  fireEvent.change(fileInput(), { target: { files } });
};
const previews = () => screen.queryAllByTestId('return-image');
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: /Submit Return Request/ }));

function renderReturn(mocks: AnyMock[] = []) {
  return renderPage(<ReturnPage />, { mocks, route: '/profile/return', path: '/profile/return' });
}

async function fillAll() {
  fireEvent.change(textbox('Order Number'), { target: { value: '1795276473860' } });
  fireEvent.change(textbox('Email'), { target: { value: 'arjun@example.com' } });
  fireEvent.change(reasonSelect(), { target: { value: 'SIZE_DOES_NOT_FIT' } });
  await pick(png('front.png'), png('tag.png'));
  await waitFor(() => expect(screen.queryByLabelText(/^Uploading/)).toBeNull());
}

describe('Request Return', () => {
  it('shows the fields, the three reasons and the notes', () => {
    renderReturn();
    expect(screen.getByRole('heading', { level: 1, name: 'Request Return' })).toBeTruthy();
    expect(textbox('Order Number')).toBeTruthy();
    expect(textbox('Email').type).toBe('email');
    const options = [...reasonSelect().options].map((o) => o.textContent);
    expect(options).toEqual([
      'Select a reason',
      "Product size doesn't fit",
      'Product quality issue',
      'Received wrong item',
    ]);
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/webp,image/gif');
    expect(screen.getByTestId('return-notes').textContent).toBe(RETURN_NOTES.join(''));
  });

  it("starts with the signed-in buyer's email, which can still be changed", async () => {
    renderReturn();
    expect(textbox('Email').value).toBe(viewer.email);
    fireEvent.change(textbox('Email'), { target: { value: 'family@example.com' } });
    expect(textbox('Email').value).toBe('family@example.com');
    expect(textbox('Order Number').value).toBe('');
  });

  it("answers the spec's one alert while anything is missing, images included", async () => {
    renderReturn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(RETURN_FIELDS_MISSING);
    fireEvent.change(textbox('Order Number'), { target: { value: '1795276473860' } });
    fireEvent.change(textbox('Email'), { target: { value: 'arjun@example.com' } });
    fireEvent.change(reasonSelect(), { target: { value: 'WRONG_ITEM' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(RETURN_FIELDS_MISSING);
    expect(uploads).toEqual([]);
  });

  it("uploads each picked image with the buyer's token and previews it; remove takes it away", async () => {
    renderReturn();
    await pick(png('front.png'), png('tag.png'));
    expect(previews()).toHaveLength(2);
    await waitFor(() => expect(screen.queryByLabelText(/^Uploading/)).toBeNull());
    expect(uploads).toEqual([
      { url: UPLOAD_URL, token: 'Bearer jwt-1' },
      { url: UPLOAD_URL, token: 'Bearer jwt-1' },
    ]);
    const first = within(previews()[0] as HTMLElement).getByRole('img');
    expect(first.getAttribute('alt')).toBe('Attachment 1: front.png');
    expect(first.getAttribute('src')).toMatch(/^blob:/);

    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(previews()).toHaveLength(1);
    expect(
      within(previews()[0] as HTMLElement)
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('Attachment 1: tag.png');
  });

  it('takes at most three images, image files only, 5 MB each at most', async () => {
    renderReturn();
    const svg = new File(['<svg/>'], 'tag.svg', { type: 'image/svg+xml' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const big = png('huge.png', 5 * 1024 * 1024 + 1);
    await pick(svg, text, big);
    expect(previews()).toHaveLength(0);
    const problems = screen.getByTestId('image-problems').textContent ?? '';
    expect(problems).toContain(notAnImage('tag.svg'));
    expect(problems).toContain(notAnImage('notes.txt'));
    expect(problems).toContain(tooLarge('huge.png'));

    await pick(png('a.png'), png('b.png'), png('c.png'), png('d.png'));
    expect(previews()).toHaveLength(3);
    expect(screen.getByTestId('image-problems').textContent).toBe(TOO_MANY_IMAGES);
    expect(uploads).toHaveLength(3);
    expect(within(form()).getByRole('button', { name: '3 images added' }).hasAttribute('disabled')).toBe(true);
  });

  it("drops an image the store refuses and says why, in the store's words", async () => {
    answerUpload = () =>
      Response.json(
        { success: false, status: false, message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' },
        { status: 400 },
      );
    renderReturn();
    await pick(png('renamed.png'));
    expect(await screen.findByText('renamed.png: Only JPEG, PNG, WebP or GIF images can be uploaded')).toBeTruthy();
    expect(previews()).toHaveLength(0);
  });

  it('ends the session when the store refuses the token of an upload', async () => {
    answerUpload = () =>
      Response.json({ success: false, status: false, message: 'Please log in to continue.' }, { status: 401 });
    renderReturn();
    await pick(png('front.png'));
    await waitFor(() => expect(readToken()).toBeNull());
  });

  it("sends the return with the images' locations, shows the store's message and clears the form", async () => {
    renderReturn([returnMock({ result: submitted('Return request submitted!') })]);
    await fillAll();
    submit();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Return request submitted!');
    expect(textbox('Order Number').value).toBe('');
    // Cleared for another request, the buyer's own email back in its field.
    expect(textbox('Email').value).toBe(viewer.email);
    expect(reasonSelect().value).toBe('');
    expect(previews()).toHaveLength(0);
  });

  it('sends where to refund a Cash on Delivery order: a UPI id, or a bank account', async () => {
    const { unmount } = renderReturn([
      returnMock({ result: submitted('Return request submitted!') }, undefined, { vpa: 'arjun@okbank' }),
    ]);
    await fillAll();
    fireEvent.change(textbox('UPI id'), { target: { value: ' arjun@okbank ' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('Return request submitted!');
    expect(textbox('UPI id').value).toBe('');
    unmount();

    const bank = { accountName: 'Arjun Mehta', accountNumber: '123456789012', ifsc: 'SBIN0001234' };
    renderReturn([returnMock({ result: submitted('Return request submitted!') }, [location(3), location(4)], bank)]);
    await fillAll();
    fireEvent.click(within(screen.getByTestId('refund-destination')).getByRole('radio', { name: 'Bank account' }));
    await screen.findByRole('textbox', { name: /^Account number/ });
    fireEvent.change(textbox("Account holder's name"), { target: { value: bank.accountName } });
    fireEvent.change(textbox('Account number'), { target: { value: bank.accountNumber } });
    fireEvent.change(textbox('IFSC'), { target: { value: bank.ifsc } });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('Return request submitted!');
  });

  it("falls back to the spec's success words when the store sends none", async () => {
    renderReturn([returnMock({ result: submitted('') })]);
    await fillAll();
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(RETURN_SUBMITTED);
  });

  it("shows the store's message when it refuses, keeping the form", async () => {
    renderReturn([returnMock({ result: graphqlError('Order not found', 'NOT_FOUND') })]);
    await fillAll();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');
    expect(textbox('Order Number').value).toBe('1795276473860');
    expect(previews()).toHaveLength(2);
  });

  it('shows why the store does not take the return: not delivered, too late, or asked already', async () => {
    const refusals: [code: string, message: string][] = [
      [
        'not_delivered',
        'Order 1795276473860 has not been delivered yet. You can ask for a return once it has arrived.',
      ],
      [
        'window_closed',
        'Returns for order 1795276473860 closed on 17 May 2026: we accept returns within 7 days of delivery.',
      ],
      ['already_requested', 'A return for every item in order 1795276473860 has already been requested.'],
    ];
    for (const [i, [code, message]] of refusals.entries()) {
      // Each render uploads two more images: the next two locations.
      const images = [location(2 * i + 1), location(2 * i + 2)];
      const { unmount } = renderReturn([
        returnMock({ result: fieldsRefusal(message, [{ field: 'input.orderNumber', code, message }]) }, images),
      ]);
      await fillAll();
      submit();
      expect((await screen.findByRole('alert')).textContent, code).toBe(message);
      // Nothing is lost: the buyer can correct the order number and send again.
      expect(textbox('Order Number').value).toBe('1795276473860');
      expect(previews()).toHaveLength(2);
      unmount();
    }
  });

  it("shows the spec's failure words when the store cannot be reached", async () => {
    renderReturn([returnMock({ error: new TypeError('Failed to fetch') })]);
    await fillAll();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(RETURN_FAILED);
  });
});
