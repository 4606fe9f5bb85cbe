export * from './field-kinds';
export * from './row-section';
