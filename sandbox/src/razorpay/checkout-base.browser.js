/*
 * What the sandbox's checkout dialog is built from (served inside checkout.js, see checkout-script.ts): its style, a
 * safe element builder, the rupee amount, and the tab list that chooses the payment method.
 */
/* biome-ignore-all lint/correctness/noUnusedVariables: checkout.browser.js and checkout-upi.browser.js use these; checkout-script.ts serves all three in one closure. */

const STYLE_ID = 'rzp-sandbox-style';
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
.rzp-sandbox-dialog :focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.rzp-sandbox-tabs{display:flex;gap:4px;padding:12px 20px 0;border-bottom:1px solid #d4d4d4}
.rzp-sandbox-tab{flex:1;padding:10px;border:1px solid transparent;border-bottom:0;border-radius:8px 8px 0 0;
background:#f4f4f4;color:#1a1a1a;font:inherit;font-weight:600;cursor:pointer}
.rzp-sandbox-tab[aria-selected=true]{background:#fff;border-color:#d4d4d4;margin-bottom:-1px;
box-shadow:inset 0 3px 0 var(--rzp-accent)}
.rzp-sandbox-panel h3{margin:0;font-size:15px}
.rzp-sandbox-panel section{border-top:1px solid #e5e5e5}
.rzp-sandbox-intent{display:grid;gap:10px;justify-items:stretch}
.rzp-sandbox-intent p{margin:0}
.rzp-sandbox-qr{justify-self:center;width:200px;height:200px}
.rzp-sandbox-app{display:block;text-align:center;text-decoration:none}
@media (min-width:600px){.rzp-sandbox-app{display:none}}`;

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

/** Whether a control can take focus now: not in a hidden panel, nor the app link that wide screens do not show. */
const isShown = (node) =>
  !node.closest('[hidden]') &&
  !(node.classList.contains('rzp-sandbox-app') && window.matchMedia?.('(min-width: 600px)').matches);

const FOCUSABLE = 'button:not([disabled]),input:not([disabled]),[href],[tabindex]:not([tabindex="-1"])';

/**
 * The method choice: a tab list over the method panels (`{name, panel}`), the first shown. The tabs keep one tab stop
 * and arrow keys, Home and End move between them, as a tab list should.
 */
function methodTabs(id, methods) {
  const tabs = el('div', { class: 'rzp-sandbox-tabs', role: 'tablist', 'aria-label': 'Payment method' });
  const withTabs = methods.map((method) => {
    const tab = el(
      'button',
      {
        type: 'button',
        role: 'tab',
        class: 'rzp-sandbox-tab',
        id: `${id}-tab-${method.name.toLowerCase()}`,
        'aria-controls': method.panel.id,
      },
      method.name,
    );
    method.panel.setAttribute('aria-labelledby', tab.id);
    return { ...method, tab };
  });
  const choose = (chosen) => {
    for (const method of withTabs) {
      const selected = method === chosen;
      method.tab.setAttribute('aria-selected', String(selected));
      method.tab.tabIndex = selected ? 0 : -1;
      method.panel.hidden = !selected;
    }
  };
  for (const [index, method] of withTabs.entries()) {
    method.tab.addEventListener('click', () => choose(method));
    method.tab.addEventListener('keydown', (event) => {
      const moves = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: withTabs.length - 1 };
      if (!(event.key in moves)) return;
      event.preventDefault();
      const next = withTabs[(moves[event.key] + withTabs.length) % withTabs.length];
      choose(next);
      next.tab.focus();
    });
    tabs.append(method.tab);
  }
  choose(withTabs[0]);
  return tabs;
}
