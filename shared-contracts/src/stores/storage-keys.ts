/**
 * Local-storage keys, exactly as spec §3 names them. Changing one loses every shopper's cart,
 * so they are part of the contract.
 */
export const STORAGE_KEYS = {
  user: 'user',
  total: 'total',
  shipping: 'shipping',
  discount: 'discount',
  klarnaOrders: 'klarnaOrders',
  vippsOrders: 'vippsOrders',
  orderInfo: 'orderInfo',
  orders: 'orders',
  client: 'client',
  count: 'count',
  activePromocode: 'activePromocode',
  favourites: 'favourites',
  // Persisted too (spec §3: all cart state but txData), but not in the mirrored list.
  selectedShop: 'selectedShop',
  cartErrors: 'cartErrors',
  // Not in spec §3's list: the cookie choice itself (necessary), and the shop finder's last
  // position and looked-up places (spec §4 "Position"), kept only with the cookie_default consent.
  cookieConsent: 'cookieConsent',
  position: 'position',
  knownAddresses: 'knownAddresses',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys mirrored across browser tabs (spec §3 "Local-storage keys mirrored across browser tabs"). */
export const MIRRORED_KEYS = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.total,
  STORAGE_KEYS.shipping,
  STORAGE_KEYS.discount,
  STORAGE_KEYS.klarnaOrders,
  STORAGE_KEYS.vippsOrders,
  STORAGE_KEYS.orderInfo,
  STORAGE_KEYS.orders,
  STORAGE_KEYS.client,
  STORAGE_KEYS.count,
  STORAGE_KEYS.activePromocode,
  STORAGE_KEYS.favourites,
] as const;

export type MirroredKey = (typeof MIRRORED_KEYS)[number];
