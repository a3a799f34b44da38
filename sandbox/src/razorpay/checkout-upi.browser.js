/*
 * The UPI panel of the sandbox's checkout dialog (served inside checkout.js, see checkout-script.ts). Two ways to pay,
 * as Razorpay's hosted checkout offers them:
 * - collect: the payer types their UPI id; after Pay the dialog waits while the request is "in their app", then shows
 *   the outcome (success@razorpay pays, failure@razorpay is declined; other ids are refused, as unknown cards are);
 * - QR / intent: the sandbox answers a `upi://pay` link and its QR code as a grid of modules, which this panel draws
 *   with SVG elements (no markup is parsed, and the store's page needs no image source for the sandbox); on narrow
 *   screens a "Pay with a UPI app" link opens the same intent. No app answers offline, so clearly labelled sandbox
 *   buttons approve or decline the payment for it.
 */

/** The UPI id's shape the sandbox checks too: name@handle. */
const UPI_ID = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/i;
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Draws a QR code's grid (rows of '1' dark / '0' light) as one SVG path, with the 4-module quiet zone QR needs. */
function qrSvg(qr, label) {
  const side = qr.size + 8;
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: `0 0 ${side} ${side}`,
    width: '200',
    height: '200',
    role: 'img',
    'aria-label': label,
    'shape-rendering': 'crispEdges',
    class: 'rzp-sandbox-qr',
  })) {
    svg.setAttribute(name, value);
  }
  const background = document.createElementNS(SVG_NS, 'rect');
  for (const [name, value] of Object.entries({ width: side, height: side, fill: '#fff' })) {
    background.setAttribute(name, String(value));
  }
  let d = '';
  qr.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') d += `M${x + 4} ${y + 4}h1v1h-1z`;
  });
  const modules = document.createElementNS(SVG_NS, 'path');
  modules.setAttribute('d', d);
  modules.setAttribute('fill', '#000');
  svg.append(background, modules);
  return svg;
}

/**
 * Builds the UPI tab panel. `ctx` gives the dialog's helpers: `el`, `id`, `amountText`, `request(path, body)` (answers
 * `{ok, result}` or `{ok: false, error}`), `setBusy(busy, statusElement, text)` and `settle(outcome, showError)`, which
 * closes on success or reports a failure as the card form does.
 */
// biome-ignore lint/correctness/noUnusedVariables: checkout.browser.js calls it; checkout-script.ts serves both in one closure.
function createUpiPanel(ctx) {
  const { el, id, amountText, request, setBusy, settle } = ctx;
  const panel = el('div', { class: 'rzp-sandbox-panel', role: 'tabpanel', id: `${id}-panel-upi`, tabindex: '-1' });
  panel.hidden = true;

  // Collect: pay to a UPI id.
  const form = el('form', { class: 'rzp-sandbox-form', novalidate: '', 'aria-labelledby': `${id}-collect-title` });
  const note = el(
    'p',
    { class: 'rzp-sandbox-note', id: `${id}-upi-note` },
    'Sandbox: UPI ID success@razorpay pays, failure@razorpay is declined.',
  );
  const vpa = el('input', {
    id: `${id}-vpa`,
    name: 'vpa',
    autocomplete: 'off',
    autocapitalize: 'none',
    spellcheck: 'false',
    inputmode: 'email',
    placeholder: 'yourname@bank',
    required: '',
    'aria-describedby': `${id}-upi-note`,
  });
  const label = el('label', { for: vpa.id }, 'UPI ID');
  label.append(vpa);
  const error = el('p', { class: 'rzp-sandbox-error', role: 'alert', id: `${id}-upi-error` });
  const status = el('p', { class: 'rzp-sandbox-status', role: 'status', 'aria-live': 'polite' });
  const pay = el('button', { type: 'submit', class: 'rzp-sandbox-pay' }, `Pay ${amountText}`);
  form.append(el('h3', { id: `${id}-collect-title` }, 'Pay with your UPI ID'), note, label, error, status, pay);

  const showError = (message, focusInput) => {
    error.textContent = message;
    if (focusInput) {
      vpa.setAttribute('aria-invalid', 'true');
      vpa.setAttribute('aria-errormessage', error.id);
      vpa.focus();
    } else {
      vpa.removeAttribute('aria-invalid');
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const upiId = vpa.value.trim();
    if (!UPI_ID.test(upiId)) return showError('Enter a valid UPI ID, like name@bank.', true);
    showError('');
    setBusy(true, status, `Approve the payment request sent to ${upiId} in your UPI app. Waiting for it…`);
    request('/sandbox/razorpay/pay', { method: 'upi', vpa: upiId }).then(
      (outcome) => settle(status, outcome, (failed) => showError(failed.description, failed.field === 'vpa')),
      () => settle(status, null, () => showError(ctx.unreachable)),
    );
  });

  // QR / intent: scan the code, or open a UPI app on this phone.
  const qrSection = el('section', { class: 'rzp-sandbox-form', 'aria-labelledby': `${id}-qr-title` });
  const qrTitle = el('h3', { id: `${id}-qr-title`, tabindex: '-1' }, 'Scan a QR code or use a UPI app');
  const qrError = el('p', { class: 'rzp-sandbox-error', role: 'alert' });
  const qrStatus = el('p', { class: 'rzp-sandbox-status', role: 'status', 'aria-live': 'polite' });
  const start = el('button', { type: 'button', class: 'rzp-sandbox-cancel' }, 'Show QR code');
  const waiting = el('div', { class: 'rzp-sandbox-intent' });
  waiting.hidden = true;
  qrSection.append(qrTitle, start, waiting, qrError, qrStatus);

  const reset = () => {
    waiting.hidden = true;
    waiting.replaceChildren();
    start.hidden = false;
  };

  start.addEventListener('click', () => {
    qrError.textContent = '';
    setBusy(true, qrStatus, 'Preparing your QR code…');
    request('/sandbox/razorpay/upi/intent', {})
      .then((outcome) => {
        setBusy(false, qrStatus);
        if (!outcome.ok) {
          qrError.textContent = outcome.error?.description || 'The QR code could not be made.';
          return;
        }
        const { payment_id: paymentId, intent_url: intentUrl, qr } = outcome.result;
        const answer = (approve) => {
          qrError.textContent = '';
          setBusy(true, qrStatus, approve ? 'Approving in the sandbox…' : 'Declining in the sandbox…');
          request(`/sandbox/razorpay/upi/intent/${encodeURIComponent(paymentId)}`, { approve }).then(
            (answered) =>
              settle(qrStatus, answered, (failed) => {
                reset();
                qrError.textContent = failed.description || 'The payment failed.';
                start.focus();
              }),
            () => settle(qrStatus, null, () => (qrError.textContent = ctx.unreachable)),
          );
        };
        const approve = el('button', { type: 'button', class: 'rzp-sandbox-pay' }, 'Sandbox: approve payment');
        const decline = el('button', { type: 'button', class: 'rzp-sandbox-cancel' }, 'Sandbox: decline payment');
        approve.addEventListener('click', () => answer(true));
        decline.addEventListener('click', () => answer(false));
        waiting.replaceChildren(
          el('p', {}, `Scan with any UPI app to pay ${amountText}.`),
          qrSvg(qr, `UPI QR code to pay ${amountText}`),
          el('a', { class: 'rzp-sandbox-pay rzp-sandbox-app', href: intentUrl }, 'Pay with a UPI app'),
          el('p', { class: 'rzp-sandbox-note' }, 'Sandbox: no UPI app answers here. Approve or decline for it:'),
          approve,
          decline,
        );
        start.hidden = true;
        waiting.hidden = false;
        qrStatus.textContent = 'Waiting for your UPI app to approve the payment…';
        qrTitle.focus();
      })
      .catch(() => {
        setBusy(false, qrStatus);
        qrError.textContent = ctx.unreachable;
      });
  });

  panel.append(form, qrSection);
  return { panel };
}
