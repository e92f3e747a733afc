/**
 * HTML of the simulator's landing page (what landing.vipps.no shows on a desktop): the
 * merchant's description, the amount and three buttons. Shopper-facing, so Norwegian bokmål.
 */
import { formatPrice } from 'shared-contracts/rules';
import { escapeHtml } from '../../web/html';
import type { SimPayment, SimPaymentState } from './state';

export const PAGE_TITLE = 'Vipps (testmiljø)';

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1.25rem 0}
dt{font-weight:600}dd{margin:0}
.amount{font-size:1.25rem;font-weight:700;white-space:nowrap}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button,a.button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;cursor:pointer;
  border:2px solid #3f3f46;background:#fff;color:#18181b;text-decoration:none}
button.primary{background:#c2410c;border-color:#c2410c;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;

function page(body: string): string {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(PAGE_TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(PAGE_TITLE)}</h1>
${body}
</main>
</body>
</html>
`;
}

export function renderLandingPage(payment: SimPayment): string {
  return page(`<p>Dette er en simulert Vipps-betaling. Ingen penger blir trukket.</p>
<dl>
<dt>Betaling</dt><dd>${escapeHtml(payment.paymentDescription)}</dd>
<dt>Beløp</dt><dd class="amount">${escapeHtml(formatPrice(payment.amount.value))}</dd>
</dl>
<form method="post" action="landing">
<input type="hidden" name="token" value="${escapeHtml(payment.landingToken)}">
<div class="actions">
<button type="submit" name="action" value="approve" class="primary">Godkjenn</button>
<button type="submit" name="action" value="refuse">Avvis</button>
<button type="submit" name="action" value="cancel">Avbryt</button>
</div>
</form>`);
}

export const UNKNOWN_PAYMENT_MESSAGE = 'Fant ikke betalingen. Lenken er ugyldig eller utløpt.';

const STATE_MESSAGES: Record<Exclude<SimPaymentState, 'CREATED'>, string> = {
  AUTHORIZED: 'Betalingen er allerede godkjent.',
  ABORTED: 'Betalingen er avbrutt.',
  EXPIRED: 'Tiden for å godkjenne betalingen er ute.',
  TERMINATED: 'Butikken har avbrutt betalingen.',
};

/** Why a payment that is no longer CREATED cannot be acted on. */
export function stateMessage(state: Exclude<SimPaymentState, 'CREATED'>): string {
  return STATE_MESSAGES[state];
}

/** A message instead of the buttons, with a way back to the shop when we know it. */
export function renderMessagePage(message: string, returnUrl?: string): string {
  const back = returnUrl
    ? `\n<p><a class="button" href="${escapeHtml(returnUrl)}">Tilbake til butikken</a></p>`
    : '';
  return page(`<p role="alert">${escapeHtml(message)}</p>${back}`);
}
