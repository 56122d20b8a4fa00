// The drizzle schema object: every table, for drizzle() and drizzle-kit.
export * from './tenants.ts';
export * from './catalogue.ts';
export * from './customers.ts';
export * from './content.ts';
export * from './orders.ts';
export * from './staff.ts';
export * from './payments.ts';
export * from './dispatch.ts';
export * from './stock.ts';
export * from './shopper-messages.ts';
export * from './platform.ts';
export * from './invoices.ts';
export * from './books.ts';
