import { escapeHtml } from '@bike/server/core';

/**
 * The embedded sandbox payment page (PAYMENT_PROVIDER=sandbox, the default): brand-neutral,
 * no scripts, one form with Pay / Fail / Cancel. Posting it sends a signed webhook through the
 * same handler a real provider uses, then sends the shopper back to the shop.
 */
export interface SandboxPageData {
  paymentUuid: string;
  orderId: string;
  amount: string;
  status: string;
  open: boolean;
  returnPath: string;
}

export function sandboxPage(d: SandboxPageData): string {
  const e = escapeHtml;
  const body = d.open
    ? `<p>This is a test payment page. No money moves. Choose the outcome of the payment.</p>
    <form method="post" action="/payments/sandbox/${e(d.paymentUuid)}">
      <div class="actions">
        <button type="submit" name="action" value="pay" class="primary">Pay ${e(d.amount)}</button>
        <button type="submit" name="action" value="fail">Fail</button>
        <button type="submit" name="action" value="cancel">Cancel</button>
      </div>
    </form>`
    : `<p role="status">This payment is ${e(d.status)} and can no longer be changed.</p>
    <p><a href="${e(d.returnPath)}">Back to the order</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test payment ${e(d.orderId)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { box-sizing: border-box; width: calc(100% - 2rem); max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #d4d4d8; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: 6px; border: 2px solid #18181b; background: #fff; color: #18181b; cursor: pointer; min-height: 44px; }
  button.primary { background: #18181b; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
  <h1>Test payment</h1>
  <dl>
    <dt>Order</dt><dd>${e(d.orderId)}</dd>
    <dt>Amount</dt><dd>${e(d.amount)}</dd>
    <dt>Status</dt><dd>${e(d.status)}</dd>
  </dl>
  ${body}
</main>
</body>
</html>`;
}
