/**
 * What the simulator accepts, in Klarna's field names and limits (external-apis §1.5), and the
 * arithmetic Klarna checks. Failures become Klarna's own `Bad value: <field>` messages so a
 * mistake in our order service shows up here exactly as it would against Klarna.
 */
import * as v from 'valibot';

const Int = v.pipe(v.number(), v.integer());
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
// Klarna allows `{session.id}` / `{order.id}` placeholders, which URL parsing accepts as is.
const Url = v.pipe(v.string(), v.maxLength(2000), v.url());

const LINE_TYPES = [
  'physical',
  'discount',
  'shipping_fee',
  'sales_tax',
  'store_credit',
  'gift_card',
  'digital',
  'surcharge',
  'return_fee',
] as const;

const SHIPPING_METHODS = [
  'PickUpStore',
  'Home',
  'BoxReg',
  'BoxUnreg',
  'PickUpPoint',
  'Own',
  'Postal',
  'DHLPackstation',
  'Digital',
  'Undefined',
  'PickUpWarehouse',
  'ClickCollect',
  'PalletDelivery',
] as const;

export const OrderLineSchema = v.object({
  type: v.optional(v.picklist(LINE_TYPES)),
  reference: v.optional(Text(64)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  quantity: v.pipe(Int, v.minValue(0)),
  unit_price: Int,
  tax_rate: v.optional(v.pipe(Int, v.minValue(0), v.maxValue(10_000))),
  total_amount: v.pipe(Int, v.minValue(-200_000_000), v.maxValue(200_000_000)),
  total_discount_amount: v.optional(v.pipe(Int, v.minValue(0))),
  total_tax_amount: v.optional(Int),
});
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;

const OrderLinesSchema = v.pipe(v.array(OrderLineSchema), v.minLength(1), v.maxLength(1000));

const sessionEntries = {
  purchase_country: v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/)),
  purchase_currency: v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/)),
  locale: v.optional(Text(10)),
  order_amount: v.pipe(Int, v.minValue(0)),
  order_tax_amount: v.optional(Int),
  order_lines: OrderLinesSchema,
  merchant_reference1: v.optional(Text(255)),
  merchant_reference2: v.optional(Text(255)),
  merchant_urls: v.optional(
    v.object({
      confirmation: v.optional(Url),
      notification: v.optional(Url),
      push: v.optional(Url),
      authorization: v.optional(Url),
    }),
  ),
  intent: v.optional(
    v.picklist(['buy', 'tokenize', 'buy_and_tokenize', 'buy_and_default_tokenize']),
  ),
};

export const SessionBodySchema = v.object(sessionEntries);
export type SessionBody = v.InferOutput<typeof SessionBodySchema>;

/** Update-session sends only what changed. */
export const SessionUpdateSchema = v.partial(v.object(sessionEntries));

export const CaptureBodySchema = v.object({
  captured_amount: v.pipe(Int, v.minValue(1)),
  reference: v.optional(Text(255)),
  description: v.optional(Text(255)),
  order_lines: v.optional(v.pipe(v.array(OrderLineSchema), v.maxLength(1000))),
  shipping_info: v.optional(
    v.pipe(
      v.array(
        v.object({
          shipping_company: v.optional(Text(100)),
          tracking_number: v.optional(Text(100)),
          shipping_method: v.optional(v.picklist(SHIPPING_METHODS)),
        }),
      ),
      v.maxLength(500),
    ),
  ),
});
export type CaptureBody = v.InferOutput<typeof CaptureBodySchema>;

export const RefundBodySchema = v.object({
  refunded_amount: v.pipe(Int, v.minValue(1)),
  reference: v.optional(Text(255)),
  description: v.optional(Text(255)),
  order_lines: v.optional(v.pipe(v.array(OrderLineSchema), v.maxLength(1000))),
});
export type RefundBody = v.InferOutput<typeof RefundBodySchema>;

/** `order_lines.0.name` → `order_lines[0].name`, Klarna's spelling. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path ? path.replace(/\.(\d+)(?=\.|$)/g, '[$1]') : 'body';
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; messages: string[] };

export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Parsed<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, messages: result.issues.map((issue) => `Bad value: ${fieldOf(issue)}`) };
}

/**
 * Klarna's sums: each line's total is quantity × unit price − discount, `order_amount` is the
 * sum of the line totals and `order_tax_amount` the sum of the line taxes.
 */
export function totalsErrors(
  body: Pick<SessionBody, 'order_amount' | 'order_tax_amount' | 'order_lines'>,
): string[] {
  const errors: string[] = [];
  body.order_lines.forEach((line, i) => {
    if (line.quantity * line.unit_price - (line.total_discount_amount ?? 0) !== line.total_amount) {
      errors.push(`Bad value: order_lines[${i}].total_amount`);
    }
  });
  const amount = body.order_lines.reduce((sum, line) => sum + line.total_amount, 0);
  const tax = body.order_lines.reduce((sum, line) => sum + (line.total_tax_amount ?? 0), 0);
  if (amount !== body.order_amount) errors.push('Bad value: order_amount');
  if (tax !== (body.order_tax_amount ?? 0)) errors.push('Bad value: order_tax_amount');
  return errors;
}

/** Fields of a create-order body that differ from what the shopper authorized (→ 409). */
export function mismatchedFields(authorized: SessionBody, sent: SessionBody): string[] {
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  const fields: string[] = [];
  if (authorized.purchase_country.toUpperCase() !== sent.purchase_country.toUpperCase()) {
    fields.push('purchase_country');
  }
  if (authorized.purchase_currency.toUpperCase() !== sent.purchase_currency.toUpperCase()) {
    fields.push('purchase_currency');
  }
  if (authorized.order_amount !== sent.order_amount) fields.push('order_amount');
  if ((authorized.order_tax_amount ?? 0) !== (sent.order_tax_amount ?? 0)) {
    fields.push('order_tax_amount');
  }
  if (differs(authorized.order_lines.map(canonicalLine), sent.order_lines.map(canonicalLine))) {
    fields.push('order_lines');
  }
  return fields;
}

/** Same line whatever the key order or an omitted zero. */
function canonicalLine(line: OrderLine) {
  return [
    line.type ?? 'physical',
    line.reference ?? '',
    line.name,
    line.quantity,
    line.unit_price,
    line.tax_rate ?? 0,
    line.total_amount,
    line.total_discount_amount ?? 0,
    line.total_tax_amount ?? 0,
  ];
}
