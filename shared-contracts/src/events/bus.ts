import * as v from 'valibot';
import { EventSchemas, type EventName, type EventPayload } from '../schemas/events';

/** Events whose payload has no required field may be emitted without one. */
export type EmitArgs<K extends EventName> =
  object extends EventPayload<K> ? [payload?: EventPayload<K>] : [payload: EventPayload<K>];

export type EventHandler<K extends EventName> = (payload: EventPayload<K>) => void;

function eventTarget(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/** Validates a payload; an invalid one is logged and dropped (never thrown at the caller). */
function check<K extends EventName>(
  name: K,
  payload: unknown,
  stage: 'emit' | 'receive',
): EventPayload<K> | null {
  const result = v.safeParse(EventSchemas[name], payload ?? {});
  if (result.success) return result.output as EventPayload<K>;
  console.error(
    `[shared-contracts] invalid "${name}" payload on ${stage}; dropped:`,
    v.flatten(result.issues),
  );
  return null;
}

/**
 * Emits a typed event as a `window` CustomEvent named exactly `name`. Plain DOM events (not a
 * module-level emitter) so two copies of this library in one page (a remote that bundles its
 * own) still reach each other. Returns whether the event was dispatched.
 */
export function emit<K extends EventName>(name: K, ...args: EmitArgs<K>): boolean {
  const target = eventTarget();
  if (!target) return false;
  const payload = check(name, args[0], 'emit');
  if (payload === null) return false;
  target.dispatchEvent(new CustomEvent(name, { detail: payload }));
  return true;
}

/**
 * Listens for a typed event; returns the unsubscribe function. Payloads are validated again on
 * receipt because the emitter may be another build of this library (another contract version).
 */
export function on<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
  const target = eventTarget();
  if (!target) return () => {};
  const listener = (event: Event): void => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
    const payload = check(name, detail, 'receive');
    if (payload !== null) handler(payload);
  };
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
