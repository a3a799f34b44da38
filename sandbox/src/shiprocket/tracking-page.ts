import type { Shipment } from './store.js';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page a shipment's `track_url` opens: its status and scans, newest first. */
export function renderTrackingPage(shipment: Shipment): string {
  const scans = [...shipment.activities]
    .reverse()
    .map(
      (a) =>
        `<li><strong>${escapeHtml(a['sr-status-label'].replaceAll('_', ' '))}</strong> · ${escapeHtml(a.activity)}` +
        `<br><span>${escapeHtml(a.date)} · ${escapeHtml(a.location)}</span></li>`,
    )
    .join('\n');
  const title = `Tracking ${shipment.awbCode ?? shipment.orderId}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Shiprocket sandbox</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 640px; padding: 24px; color: #1a1a1a; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { color: #555; margin: 0 0 16px; }
  ol { list-style: none; padding: 0; margin: 0; }
  li { border-left: 3px solid #1a1a1a; padding: 4px 0 12px 12px; }
  span { color: #555; font-size: 13px; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(shipment.courierName ?? 'Courier not assigned yet')} · to ${escapeHtml(shipment.destination)} · now ${escapeHtml(shipment.status.replaceAll('_', ' '))}</p>
<ol>
${scans}
</ol>
</body>
</html>`;
}
