export * from './define-section';
export { fieldBackupShape, fieldInputShape, fieldShape } from './derive-fields';
export * from './field-kinds';
export * from './one-row-section';
export * from './row-section';
export * from './section-key';
export * from './translations';
