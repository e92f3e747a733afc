export { emit, on, type EmitArgs, type EventHandler } from './bus';
export { EVENT_NAMES, EventSchemas } from '../schemas/events';
export type { EventMap, EventName, EventPayload } from '../schemas/events';
