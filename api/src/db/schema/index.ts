/** The whole database schema; import tables from here (`import { articles } from '../db/schema'`). */
export * from './catalog';
export * from './shops';
export * from './campaigns';
export * from './content';
export * from './polls';
export * from './customers';
export * from './orders';
export * from './postcodes';
export * from './search';
export * from './platform';
export * from './telemetry';
