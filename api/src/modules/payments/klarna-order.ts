/**
 * Our order as Klarna order lines (external-apis §1.5): articles, deposit, freight and shipping
 * as fees, the promo discount and the gift card part as negative lines, VAT 25 % inside every
 * amount. The sum is what Klarna is asked for: the order's total minus the gift card part.
 */
import { vatOf, VAT_RATE_BASIS_POINTS } from 'shared-contracts/rules';
import type { KlarnaOrderLine, KlarnaSessionBody } from './providers/klarna';

export interface KlarnaOrderInput {
  no: string;
  checkoutId: string | null;
  discount: number;
  freight: number;
  shippingPrice: number;
  giftcardAmount: number;
  lines: readonly {
    ean: string;
    articleName: string;
    quantity: number;
    price: number;
    pant: number;
  }[];
}

/** VAT of a signed amount (a negative line carries negative VAT). */
const signedVat = (amount: number) => Math.sign(amount) * vatOf(Math.abs(amount));

function line(
  type: KlarnaOrderLine['type'],
  name: string,
  quantity: number,
  unitPrice: number,
  reference?: string,
): KlarnaOrderLine {
  const total = quantity * unitPrice;
  return {
    type,
    ...(reference ? { reference } : {}),
    name,
    quantity,
    unit_price: unitPrice,
    tax_rate: VAT_RATE_BASIS_POINTS,
    total_amount: total,
    total_discount_amount: 0,
    total_tax_amount: signedVat(total),
  };
}

export function klarnaOrderLines(order: KlarnaOrderInput): KlarnaOrderLine[] {
  const lines: KlarnaOrderLine[] = [];
  for (const l of order.lines) {
    lines.push(line('physical', l.articleName, l.quantity, l.price, l.ean));
    if (l.pant > 0) lines.push(line('surcharge', `Pant – ${l.articleName}`, l.quantity, l.pant));
  }
  if (order.freight > 0) lines.push(line('shipping_fee', 'Frakt', 1, order.freight));
  if (order.shippingPrice > 0) lines.push(line('shipping_fee', 'Levering', 1, order.shippingPrice));
  if (order.discount > 0) lines.push(line('discount', 'Rabattkode', 1, -order.discount));
  if (order.giftcardAmount > 0) lines.push(line('gift_card', 'Gavekort', 1, -order.giftcardAmount));
  return lines;
}

/** The session body; the order placed from a token repeats it without the callback URL. */
export function klarnaSessionBody(
  order: KlarnaOrderInput,
  authorizationCallbackUrl?: string,
): KlarnaSessionBody {
  const orderLines = klarnaOrderLines(order);
  return {
    purchase_country: 'NO',
    purchase_currency: 'NOK',
    locale: 'nb-NO',
    order_amount: orderLines.reduce((sum, l) => sum + l.total_amount, 0),
    order_tax_amount: orderLines.reduce((sum, l) => sum + l.total_tax_amount, 0),
    order_lines: orderLines,
    merchant_reference1: order.no,
    ...(order.checkoutId ? { merchant_reference2: order.checkoutId } : {}),
    ...(authorizationCallbackUrl
      ? { merchant_urls: { authorization: authorizationCallbackUrl } }
      : {}),
    intent: 'buy',
  };
}
