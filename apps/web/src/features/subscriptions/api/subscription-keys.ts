// This feature's cache keys; kept here so no other feature depends on them.
export const subscriptionKeys = {
  mine: ['admin', 'subscriptions', 'mine'] as const,
  plans: ['subscriptions', 'plans'] as const,
  invoice: (id: string) => ['admin', 'subscriptions', 'invoice', id] as const,
  invoiceStatus: (id: string) => ['admin', 'subscriptions', 'invoice', id, 'status'] as const,
};
