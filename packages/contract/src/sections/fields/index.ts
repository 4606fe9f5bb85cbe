export * from './field-kinds';
export * from './one-row-section';
export * from './row-section';
