/**
 * shared-contracts: the contract between shell, remotes and API (v1, see CONTRACT_VERSION).
 * Browser code imports from here; the API imports only `shared-contracts/schemas` and
 * `shared-contracts/rules` (no DOM, no React).
 */
export * from './constants';
export * from './version';
export * from './types';
export * from './remote-entry';
export * from './schemas';
export * from './rules';
export { emit, on, type EmitArgs, type EventHandler } from './events/bus';
export * from './stores';
export * from './api/client';
export { validateCartLines } from './api/cart';
export { checkGiftCardBalance } from './api/giftcards';
export { fetchShopDistances } from './api/shops';
export { readCsrfToken } from './api/csrf';
export { Link, type LinkProps } from './components/Link';
export { RichText, setServerHtmlParser, type HtmlParser } from './components/RichText';
export { CookieChoiceList, type CookieChoiceListProps } from './components/CookieChoiceList';
export { useApi, type ApiState } from './hooks/use-api';
export { useShopDistances, type ShopDistanceState } from './hooks/use-shop-distances';
