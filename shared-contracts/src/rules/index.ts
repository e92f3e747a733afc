// Pure business rules: no DOM, no stores, no network. Safe to import from the API (Node).
export * from './account';
export * from './address';
export * from './breadcrumbs';
export * from './campaign';
export * from './cart-lines';
export * from './cart-state';
export * from './cart-validation';
export * from './checkout';
export * from './consent';
export * from './discount';
export * from './filter';
export * from './flags';
export * from './freight';
export * from './geo';
export * from './home';
export * from './layout';
export * from './links';
export * from './polls';
export * from './price';
export * from './search';
export * from './text';
export * from './video';
// Constants the server needs too (the API imports only schemas and rules).
export { CHAIN_CONTACT, DEFAULT_FREIGHT, DEFAULT_SHIPPING } from '../constants';
export * from './images';
export * from './catalog-paths';
// Contract ranges are checked on the server too, before a composition is accepted.
export { satisfiesRange } from '../version';
