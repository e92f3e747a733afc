// Server rendering of catalogue pages (ADR 0010).
export { ServerParts } from './load-part';
export { ServerRenderer, type ServerRendered } from './renderer';
export { inProcessFetch } from './in-process-fetch';
