/**
 * The receipt mail of a paid order (Norwegian, text and HTML). Every value from data goes through
 * `escapeHtml` in the HTML part; nothing from data is ever used as markup.
 */
import { formatPrice } from 'shared-contracts/rules';
import type { OrderResult } from 'shared-contracts/schemas';
import { escapeHtml } from '../../web/html';
import type { Mail } from '../mail/outbox';

const PROVIDER_NAMES = { klarna: 'Klarna', vipps: 'Vipps', giftcard: 'Gavekort' } as const;

function rows(result: OrderResult): [string, string][] {
  const a = result.amounts;
  const list: [string, string][] = [['Varer', formatPrice(a.items)]];
  if (a.discount > 0) list.push(['Rabatt', formatPrice(-a.discount)]);
  if (result.delivery) {
    list.push(['Frakt', formatPrice(a.freight)]);
    if (a.shipping > 0) list.push(['Levering', formatPrice(a.shipping)]);
  }
  list.push(['Totalt', formatPrice(a.total)], ['Herav MVA', formatPrice(a.vat)]);
  for (const p of result.payments.filter((x) => x.state === 'authorized' || x.state === 'captured'))
    list.push([`Betalt med ${PROVIDER_NAMES[p.provider]}`, formatPrice(p.amount)]);
  return list;
}

export function renderReceipt(
  result: OrderResult,
  to: { name: string; email: string; address: string | null },
): Mail {
  const how = result.pickup
    ? `Klikk & Hent i ${result.pickup.shopName}. Hentekode: ${result.pickup.pickupCode}. Vi gir beskjed når varene er klare.`
    : `Sendes til ${to.address ?? 'adressen du oppga'}.`;
  const lines = result.items.map(
    (i) =>
      `${i.Count} × ${i.ArticleName}${[i.Size, i.Color].filter(Boolean).length ? ` (${[i.Size, i.Color].filter(Boolean).join(', ')})` : ''} – ${formatPrice(i.Total)}`,
  );
  const subject = `Kvittering for ordre ${result.OrderNo} – Bare lave priser`;
  const text = [
    `Hei ${to.name}!`,
    '',
    `Takk for handelen. Ordre ${result.OrderNo} fra ${result.shopName} er betalt.`,
    how,
    '',
    ...lines,
    '',
    ...rows(result).map(([k, v]) => `${k}: ${v}`),
    '',
    'Angrerett: du kan returnere varene innen 14 dager. Se barelavepriser.no/return.',
    'Hilsen Bare lave priser',
  ].join('\n');
  const html = `<!doctype html><html lang="nb"><body>
<h1>Takk for handelen, ${escapeHtml(to.name)}!</h1>
<p>Ordre <strong>${escapeHtml(result.OrderNo)}</strong> fra ${escapeHtml(result.shopName)} er betalt.</p>
<p>${escapeHtml(how)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<table>${rows(result)
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>
<p>Angrerett: du kan returnere varene innen 14 dager.</p>
<p>Hilsen Bare lave priser</p>
</body></html>`;
  return { to: to.email, subject, text, html, kind: 'receipt' };
}
