export * from './billing';
export * from './content';
export * from './identity';
export * from './jobs';
export * from './site';
