/*
 * The Sutra sandbox's stand-in for Razorpay's hosted checkout.js. It defines `window.Razorpay` with the constructor
 * options and methods a store uses (key, amount, currency, order_id, name, description, image, prefill, notes, theme,
 * handler, modal.ondismiss/escape/backdropclose, retry; `open()`, `close()`, `on('payment.failed', cb)`), and opens an
 * accessible test-card dialog instead of Razorpay's. Test cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 fails.
 * The card goes to the sandbox (`POST /sandbox/razorpay/pay`), which signs the result as Razorpay does.
 */
(() => {
  const script = document.currentScript;
  const sandboxOrigin = script?.src ? new URL(script.src).origin : window.location.origin;
  const PAY_URL = `${sandboxOrigin}/sandbox/razorpay/pay`;
  const STYLE_ID = 'rzp-sandbox-style';
  let instances = 0;

  const CSS = `
.rzp-sandbox-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;
  padding:16px;background:rgba(17,17,17,.62);font:15px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif}
.rzp-sandbox-dialog{box-sizing:border-box;width:100%;max-width:400px;max-height:100%;overflow:auto;background:#fff;
  color:#1a1a1a;border-radius:12px;box-shadow:0 18px 48px rgba(0,0,0,.35)}
.rzp-sandbox-dialog *{box-sizing:border-box}
.rzp-sandbox-head{position:relative;padding:18px 52px 14px 20px;background:var(--rzp-accent);color:#fff;
  border-radius:12px 12px 0 0}
.rzp-sandbox-head h2{margin:0;font-size:18px;font-weight:650}
.rzp-sandbox-head p{margin:4px 0 0;font-size:14px}
.rzp-sandbox-amount{font-size:22px;font-weight:700;margin-top:8px!important}
.rzp-sandbox-x{position:absolute;top:10px;right:10px;width:36px;height:36px;border:0;border-radius:50%;
  background:rgba(255,255,255,.18);color:#fff;font-size:22px;line-height:1;cursor:pointer}
.rzp-sandbox-form{padding:16px 20px 20px;display:grid;gap:12px}
.rzp-sandbox-note{margin:0;padding:8px 10px;border-radius:8px;background:#fff8e1;color:#4a3b00;font-size:13px}
.rzp-sandbox-form label{display:grid;gap:4px;font-size:14px;font-weight:600}
.rzp-sandbox-form input{width:100%;padding:10px 12px;border:1px solid #8a8a8a;border-radius:8px;font:inherit;
  color:inherit;background:#fff}
.rzp-sandbox-form input[aria-invalid=true]{border-color:#b00020}
.rzp-sandbox-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.rzp-sandbox-error{margin:0;color:#b00020;font-size:14px}
.rzp-sandbox-error:empty,.rzp-sandbox-status:empty{display:none}
.rzp-sandbox-status{margin:0;font-size:14px}
.rzp-sandbox-pay{padding:12px;border:0;border-radius:8px;background:var(--rzp-accent);color:#fff;font:inherit;
  font-weight:650;cursor:pointer}
.rzp-sandbox-cancel{padding:10px;border:1px solid #8a8a8a;border-radius:8px;background:#fff;color:#1a1a1a;
  font:inherit;cursor:pointer}
.rzp-sandbox-pay:disabled,.rzp-sandbox-cancel:disabled{opacity:.6;cursor:progress}
.rzp-sandbox-foot{margin:0;padding:0 20px 16px;color:#555;font-size:13px}
.rzp-sandbox-dialog :focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

  function injectStyle() {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  /** Creates an element with attributes and text; never parses HTML, so option strings cannot inject markup. */
  function el(tag, attributes, text) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (value !== undefined && value !== null) node.setAttribute(name, String(value));
    }
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
    } catch {
      return `${currency || 'INR'} ${(paise / 100).toFixed(2)}`;
    }
  }

  const FOCUSABLE = 'button:not([disabled]),input:not([disabled]),[href],[tabindex]:not([tabindex="-1"])';

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
      el('p', { id: `${id}-desc` }, o.description || 'Pay by card'),
      el('p', { class: 'rzp-sandbox-amount' }, amountText),
    );
    const closeButton = el('button', { type: 'button', class: 'rzp-sandbox-x', 'aria-label': 'Cancel payment' }, '×');
    head.append(closeButton);

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
    dialog.append(head, form);
    const contact = [prefill.email, prefill.contact].filter(Boolean).join(' · ');
    if (contact) dialog.append(el('p', { class: 'rzp-sandbox-foot' }, `Paying as ${contact}`));
    backdrop.append(dialog);

    const inputs = [number.input, expiry.input, cvv.input, holder.input];
    const setBusy = (busy) => {
      this.dialog.busy = busy;
      dialog.setAttribute('aria-busy', String(busy));
      for (const control of [...inputs, payButton, cancelButton, closeButton]) control.disabled = busy;
      status.textContent = busy ? 'Processing payment…' : '';
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
      const focusable = [...dialog.querySelectorAll(FOCUSABLE)];
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
      setBusy(true);
      this.pay({ number: digits, expiry: expiry.input.value, cvv: cvv.input.value, name: holder.input.value })
        .then((outcome) => {
          if (!this.dialog) return;
          setBusy(false);
          if (outcome.ok) {
            this.close();
            if (typeof o.handler === 'function') o.handler(outcome.result);
            return;
          }
          const failed = outcome.error;
          if (failed.metadata?.payment_id) {
            this.emit('payment.failed', { error: failed });
            if (o.retry?.enabled === false) {
              this.close();
              return;
            }
          }
          const which = { 'card[number]': number.input, 'card[expiry]': expiry.input, 'card[cvv]': cvv.input };
          showError(failed.description || 'The payment failed.', which[failed.field]);
        })
        .catch(() => {
          if (!this.dialog) return;
          setBusy(false);
          showError('Could not reach the payment service. Check your connection and try again.');
        });
    });

    this.dialog = { backdrop, returnFocus: document.activeElement, onKeydown, busy: false };
    document.addEventListener('keydown', onKeydown, true);
    document.body.appendChild(backdrop);
    number.input.focus();
    return this;
  };

  /** Sends the card to the sandbox; answers `{ok, result}` or `{ok: false, error}` in Razorpay's error shape. */
  Razorpay.prototype.pay = function pay(card) {
    const o = this.options;
    const prefill = o.prefill || {};
    return fetch(PAY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: o.key,
        order_id: o.order_id,
        card,
        email: prefill.email,
        contact: prefill.contact,
      }),
    }).then((response) =>
      response.json().then((body) => (response.ok ? { ok: true, result: body } : { ok: false, error: body.error })),
    );
  };

  window.Razorpay = Razorpay;
})();
