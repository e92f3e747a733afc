import * as v from 'valibot';
import { AlertInputSchema } from './alert';

/** An in-app path: must start with one '/', so `nav:goto` can never leave the site. */
export const AppPathSchema = v.pipe(
  v.string(),
  v.startsWith('/', 'Stien må begynne med /'),
  v.check((path) => !path.startsWith('//') && !path.includes('\\'), 'Kun lokale stier er tillatt'),
);

const EmptyPayloadSchema = v.object({});

/**
 * Payload schema of every event between shell and remotes. The event name is the DOM event
 * name, so copies of this library from different builds still understand each other; payloads
 * are `v.object` (unknown keys dropped, not rejected) so a newer emitter can add fields.
 */
export const EventSchemas = {
  /** Ask the shell's router to navigate. */
  'nav:goto': v.object({ to: AppPathSchema, replace: v.optional(v.boolean()) }),
  'cart:open': EmptyPayloadSchema,
  'cart:close': EmptyPayloadSchema,
  'alert:show': AlertInputSchema,
  /** Login state changed (login, logout, account deletion, 401). */
  'auth:changed': v.object({ loggedIn: v.boolean() }),
  'menu:close': EmptyPayloadSchema,
  /**
   * A remote page finished loading its data (footer, scroll restore wait for it). `title` is the
   * page's own title (product or category name): the shell puts it in the document title and the
   * breadcrumb trail.
   */
  'page:loaded': v.object({
    routeName: v.string(),
    title: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  /**
   * What the route points at does not exist (e.g. an unknown category under the catch-all route):
   * the shell replaces the page with its Norwegian 404 page.
   */
  'page:not-found': v.object({ routeName: v.string() }),
} as const;

export type EventMap = {
  [K in keyof typeof EventSchemas]: v.InferOutput<(typeof EventSchemas)[K]>;
};
export type EventName = keyof EventMap;
export type EventPayload<K extends EventName> = EventMap[K];
export const EVENT_NAMES = Object.keys(EventSchemas) as EventName[];
