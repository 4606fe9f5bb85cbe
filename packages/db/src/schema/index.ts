export * from './billing';
export * from './bookings';
export * from './content';
export * from './data-rights';
export * from './identity';
export * from './jobs';
export * from './site';
export * from './visits';
