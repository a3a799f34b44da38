/*
 * The Sutra sandbox's stand-in for Razorpay's hosted checkout.js. It defines `window.Razorpay` with the constructor
 * options and methods a store uses (key, amount, currency, order_id, name, description, image, prefill, notes, theme,
 * handler, modal.ondismiss/escape/backdropclose, retry; `open()`, `close()`, `on('payment.failed', cb)`), and opens an
 * accessible dialog instead of Razorpay's, with a choice of method as Razorpay's has: Card (test cards 4111 1111 1111
 * 1111 pays, 4000 0000 0000 0002 fails) or UPI (the panel built by `createUpiPanel`, from checkout-upi.browser.js,
 * which checkout-script.ts serves inside this script). Payments go to the sandbox (`POST /sandbox/razorpay/pay`, and
 * `/sandbox/razorpay/upi/intent` for QR codes), which signs the result as Razorpay does.
 */
(() => {
  const script = document.currentScript;
  const sandboxOrigin = script?.src ? new URL(script.src).origin : window.location.origin;
  let instances = 0;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
    if (!options.key) throw new Error('No key passed');
    this.options = options;
    this.listeners = {};
    this.dialog = null;
  }

  Razorpay.prototype.on = function on(event, callback) {
    if (typeof callback !== 'function') return this;
    if (!this.listeners[event]) this.listeners[event] = [];
    this.listeners[event].push(callback);
    return this;
  };

  Razorpay.prototype.emit = function emit(event, payload) {
    for (const callback of this.listeners[event] || []) {
      try {
        callback(payload);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  };

  /** Closes the dialog without calling `modal.ondismiss` (the merchant called it, or the payment succeeded). */
  Razorpay.prototype.close = function close() {
    if (!this.dialog) return;
    const { backdrop, returnFocus, onKeydown } = this.dialog;
    document.removeEventListener('keydown', onKeydown, true);
    backdrop.remove();
    this.dialog = null;
    if (returnFocus && typeof returnFocus.focus === 'function' && document.contains(returnFocus)) returnFocus.focus();
  };

  Razorpay.prototype.dismiss = function dismiss() {
    if (!this.dialog || this.dialog.busy) return;
    this.close();
    const modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function open() {
    if (this.dialog) return this;
    injectStyle();
    instances += 1;
    const id = `rzp-sandbox-${instances}`;
    const o = this.options;
    const modal = o.modal || {};
    const prefill = o.prefill || {};
    const amountText = formatAmount(Number(o.amount) || 0, o.currency);

    const backdrop = el('div', { class: 'rzp-sandbox-backdrop' });
    backdrop.style.setProperty('--rzp-accent', o.theme?.color || '#1a1a1a');
    const dialog = el('div', {
      class: 'rzp-sandbox-dialog',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': `${id}-title`,
      'aria-describedby': `${id}-desc`,
      'data-order-id': o.order_id,
    });
    const head = el('div', { class: 'rzp-sandbox-head' });
    head.append(
      el('h2', { id: `${id}-title` }, o.name || 'Payment'),
      el('p', { id: `${id}-desc` }, o.description || 'Pay by card or UPI'),
      el('p', { class: 'rzp-sandbox-amount' }, amountText),
    );
    const closeButton = el('button', { type: 'button', class: 'rzp-sandbox-x', 'aria-label': 'Cancel payment' }, '×');
    head.append(closeButton);

    const cardPanel = el('div', {
      class: 'rzp-sandbox-panel',
      role: 'tabpanel',
      id: `${id}-panel-card`,
      tabindex: '-1',
    });
    const form = el('form', { class: 'rzp-sandbox-form', novalidate: '' });
    const note = el(
      'p',
      { class: 'rzp-sandbox-note', id: `${id}-note` },
      'Sandbox: card 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined. Any future expiry, any CVV.',
    );
    const field = (label, attributes) => {
      const input = el('input', { ...attributes, id: `${id}-${attributes.name}` });
      const wrapper = el('label', { for: input.id }, label);
      wrapper.append(input);
      return { wrapper, input };
    };
    const number = field('Card number', {
      name: 'number',
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      placeholder: '4111 1111 1111 1111',
      required: '',
      'aria-describedby': `${id}-note`,
    });
    const expiry = field('Expiry (MM/YY)', {
      name: 'expiry',
      autocomplete: 'cc-exp',
      placeholder: 'MM/YY',
      required: '',
    });
    const cvv = field('CVV', {
      name: 'cvv',
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      maxlength: '4',
      required: '',
    });
    const holder = field('Name on card', { name: 'name', autocomplete: 'cc-name' });
    if (prefill.name) holder.input.value = String(prefill.name);
    const row = el('div', { class: 'rzp-sandbox-row' });
    row.append(expiry.wrapper, cvv.wrapper);
    const error = el('p', { class: 'rzp-sandbox-error', role: 'alert', id: `${id}-error` });
    const status = el('p', { class: 'rzp-sandbox-status', role: 'status', 'aria-live': 'polite' });
    const payButton = el('button', { type: 'submit', class: 'rzp-sandbox-pay' }, `Pay ${amountText}`);
    const cancelButton = el('button', { type: 'button', class: 'rzp-sandbox-cancel' }, 'Cancel');
    form.append(note, number.wrapper, row, holder.wrapper, error, status, payButton, cancelButton);
    cardPanel.append(form);
    const unreachable = 'Could not reach the payment service. Check your connection and try again.';
    const upi = createUpiPanel({
      el,
      id,
      amountText,
      unreachable,
      request: (path, body) => this.request(path, body),
      setBusy: (busy, statusElement, text) => setBusy(busy, statusElement, text),
      settle: (statusElement, outcome, onError) => settle(statusElement, outcome, onError),
    });
    const tabs = methodTabs(id, [
      { name: 'Card', panel: cardPanel },
      { name: 'UPI', panel: upi.panel },
    ]);
    dialog.append(head, tabs, cardPanel, upi.panel);
    const contact = [prefill.email, prefill.contact].filter(Boolean).join(' · ');
    if (contact) dialog.append(el('p', { class: 'rzp-sandbox-foot' }, `Paying as ${contact}`));
    backdrop.append(dialog);

    const inputs = [number.input, expiry.input, cvv.input, holder.input];
    /** While a payment is under way nothing in the dialog can be used, and `statusElement` says what it waits for. */
    const setBusy = (busy, statusElement, text) => {
      this.dialog.busy = busy;
      dialog.setAttribute('aria-busy', String(busy));
      for (const control of dialog.querySelectorAll('button, input')) control.disabled = busy;
      statusElement.textContent = busy ? text : '';
    };
    /**
     * Ends a payment attempt: success closes the dialog and hands the merchant's handler the signed result; a failed
     * payment fires `payment.failed` (and closes when retry is off); anything else is shown by `onError`.
     */
    const settle = (statusElement, outcome, onError) => {
      if (!this.dialog) return;
      setBusy(false, statusElement);
      if (!outcome) return onError({});
      if (outcome.ok) {
        this.close();
        if (typeof o.handler === 'function') o.handler(outcome.result);
        return;
      }
      const failed = outcome.error || {};
      if (failed.metadata?.payment_id) {
        this.emit('payment.failed', { error: failed });
        if (o.retry?.enabled === false) {
          this.close();
          return;
        }
      }
      onError(failed);
    };
    const showError = (message, input) => {
      error.textContent = message;
      for (const i of inputs) i.removeAttribute('aria-invalid');
      if (input) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-errormessage', error.id);
        input.focus();
      }
    };

    const onKeydown = (event) => {
      if (!this.dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (modal.escape !== false) this.dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll(FOCUSABLE)].filter(isShown);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };

    closeButton.addEventListener('click', () => this.dismiss());
    cancelButton.addEventListener('click', () => this.dismiss());
    backdrop.addEventListener('click', (event) => {
      if (event.target === backdrop && modal.backdropclose === true) this.dismiss();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const digits = number.input.value.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits)) return showError('Enter a valid card number.', number.input);
      if (!/^\s*\d{2}\s*\/\s*(\d{2}|\d{4})\s*$/.test(expiry.input.value)) {
        return showError('Enter the expiry as MM/YY.', expiry.input);
      }
      if (!/^\d{3,4}$/.test(cvv.input.value.trim())) return showError('Enter the 3 or 4 digit CVV.', cvv.input);
      showError('');
      setBusy(true, status, 'Processing payment…');
      const card = { number: digits, expiry: expiry.input.value, cvv: cvv.input.value, name: holder.input.value };
      const which = { 'card[number]': number.input, 'card[expiry]': expiry.input, 'card[cvv]': cvv.input };
      this.request('/sandbox/razorpay/pay', { card }).then(
        (outcome) =>
          settle(status, outcome, (failed) =>
            showError(failed.description || 'The payment failed.', which[failed.field]),
          ),
        () => settle(status, null, () => showError(unreachable)),
      );
    });

    this.dialog = { backdrop, returnFocus: document.activeElement, onKeydown, busy: false };
    document.addEventListener('keydown', onKeydown, true);
    document.body.appendChild(backdrop);
    number.input.focus();
    return this;
  };

  /**
   * Posts a payment step to the sandbox with the checkout's key, order and payer; answers `{ok, result}` or
   * `{ok: false, error}` in Razorpay's error shape.
   */
  Razorpay.prototype.request = function request(path, body) {
    const o = this.options;
    const prefill = o.prefill || {};
    return fetch(`${sandboxOrigin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: o.key,
        order_id: o.order_id,
        email: prefill.email,
        contact: prefill.contact,
        ...body,
      }),
    }).then((response) =>
      response
        .json()
        .then((answer) => (response.ok ? { ok: true, result: answer } : { ok: false, error: answer.error })),
    );
  };

  window.Razorpay = Razorpay;
})();
