// Barrel of every valibot schema. Domain owners append one `export * from './<domain>';` line.
export * from './common';
export * from './account';
export * from './alert';
export * from './breadcrumb';
export * from './campaign';
export * from './cart';
export * from './composition';
export * from './customer';
export * from './events';
export * from './position';
export * from './order';
export * from './promocode';
export * from './shipping';
export * from './search';
export * from './catalog';
export * from './content';
export * from './home-sections';
