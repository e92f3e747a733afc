import { apiGet, ShippingMethodsResponseSchema, type ShippingMethod } from 'shared-contracts';

/** Id of Klikk & Hent in the shipping list: pickup is chosen per shop, never as a method. */
export const PICKUP_METHOD_ID = 'pickup';

/**
 * GET /shipping_methods → the methods offered for delivered parcels. Spec §7: a failure is
 * logged and swallowed (null), and the checkout keeps the stored default.
 */
export async function getDeliveryMethods(): Promise<ShippingMethod[] | null> {
  const result = await apiGet('/shipping_methods', ShippingMethodsResponseSchema);
  if (!result.ok) {
    console.error('[mf-checkout] shipping methods unavailable:', result.error.message);
    return null;
  }
  return result.data.data.filter((method) => String(method.id) !== PICKUP_METHOD_ID);
}
