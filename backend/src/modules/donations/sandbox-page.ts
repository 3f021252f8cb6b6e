import type { DonationEntity } from './donation.entity.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The sandbox's test checkout. Plain HTML forms and a style block: no script,
 * so the app's CSP (script-src 'self', form-action 'self') holds.
 */
export function sandboxCheckoutPage(donation: DonationEntity, appName: string): string {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: donation.currency.toUpperCase(),
  }).format(donation.amountCents / 100);
  const what = donation.recurring ? `${amount} every month` : `${amount} once`;
  const base = `/donate/sandbox/${donation.id}`;
  const open = donation.status === 'pending';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>TEST checkout (sandbox) · ${escapeHtml(appName)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f3ee; color: #1f1b16; }
  .banner { display: block; background: #8a1c1c; color: #fff; padding: 12px 16px; text-align: center; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d9d2c7; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  form { display: inline; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 8px; border: 1px solid #1f1b16; cursor: pointer; margin-right: 0.5rem; }
  .primary { background: #1f4d3a; color: #fff; border-color: #1f4d3a; }
  .secondary { background: #fff; color: #1f1b16; }
  p.note { color: #4a4338; font-size: 0.9rem; }
</style>
</head>
<body>
<header class="banner"><strong>TEST MODE</strong>: sandbox checkout. No money moves and no card is asked for.</header>
<main>
<h1>Test donation to ${escapeHtml(appName)}</h1>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(what)}</p>
${
  open
    ? `<form method="post" action="${base}/complete"><button class="primary" type="submit">Complete test donation</button></form>
<form method="post" action="${base}/cancel"><button class="secondary" type="submit">Cancel</button></form>`
    : `<p>This test donation is already ${escapeHtml(donation.status)}.</p>`
}
<p class="note">This page exists because the server runs with PAYMENTS_DRIVER=sandbox, which production refuses.</p>
</main>
</body>
</html>
`;
}
