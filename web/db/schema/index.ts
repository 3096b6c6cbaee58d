export * from './api-tokens.js';
export * from './audit-log.js';
export * from './events.js';
export * from './shops.js';
export * from './staff.js';
export * from './time-entries.js';
export * from './timesheets.js';
