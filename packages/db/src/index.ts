export { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
export * from './client';
export * from './errors';
export * from './schema/index';
