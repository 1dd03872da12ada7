import { formatIndianNumber } from '@temple/shared/contracts';
import type { SandboxOrder } from './sandbox-provider';

const CHECKOUT_BUTTONS = { pay: 'Pay', fail: 'Fail', pending: 'Leave pending' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const BUTTON_STYLE =
  'font:inherit;font-weight:600;padding:.7rem 1.4rem;border-radius:.5rem;border:2px solid transparent;cursor:pointer;min-width:8rem';

/** The field of the checkout form that carries the order's secret. */
export const CHECKOUT_SECRET_FIELD = 'secret';

function closedNotice(order: SandboxOrder): string {
  if (order.state === 'PENDING') return 'This order has expired and can no longer be paid.';
  return `This order is already settled: ${order.state === 'COMPLETED' ? 'paid' : 'failed'}.`;
}

/**
 * The sandbox's hosted payment page: self-contained HTML, no scripts, no external assets.
 * Its form carries the order's secret: only this page can settle the order.
 */
export function checkoutPage(order: SandboxOrder, trustName: string): string {
  const open = order.state === 'PENDING' && !order.expired && order.checkoutSecret !== null;
  const action = `/sandbox/checkout/${encodeURIComponent(order.merchantOrderId)}`;
  const button = (value: keyof typeof CHECKOUT_BUTTONS, colours: string) =>
    `<button type="submit" name="outcome" value="${value}" style="${BUTTON_STYLE};${colours}">${CHECKOUT_BUTTONS[value]}</button>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Sandbox payment - ${escapeHtml(trustName)}</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f4f1ea;color:#1f1f1f">
<main style="max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 2px 12px rgba(0,0,0,.08)">
<p style="margin:0 0 .5rem;padding:.4rem .8rem;background:#fff3cd;border-radius:.4rem;font-size:.9rem">Sandbox payment page: no real money moves.</p>
<h1 style="font-size:1.5rem;margin:1rem 0">Pay ${escapeHtml(trustName)}</h1>
<dl style="display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem">
<dt style="font-weight:600">Seva</dt><dd style="margin:0">${escapeHtml(order.seva)}</dd>
<dt style="font-weight:600">Amount</dt><dd style="margin:0" data-testid="amount">&#8377;${formatIndianNumber(order.amount)}</dd>
<dt style="font-weight:600">Order</dt><dd style="margin:0;word-break:break-all">${escapeHtml(order.merchantOrderId)}</dd>
</dl>
${
  open
    ? `<form method="post" action="${action}" style="display:flex;flex-wrap:wrap;gap:.75rem">
<input type="hidden" name="${CHECKOUT_SECRET_FIELD}" value="${escapeHtml(order.checkoutSecret ?? '')}">
${button('pay', 'background:#1b7f3b;color:#fff')}
${button('fail', 'background:#b3261e;color:#fff')}
${button('pending', 'background:#fff;color:#1f1f1f;border-color:#6b6b6b')}
</form>`
    : `<p role="status">${closedNotice(order)}</p>`
}
</main>
</body>
</html>`;
}
