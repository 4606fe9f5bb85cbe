type TenantRow = { company_id: number; created_at?: Date; updated_at?: Date };

// Admin answers use the entity shapes of the contract: no tenant key, no bookkeeping timestamps.
export function withoutTenant<T extends TenantRow>(
  row: T,
): Omit<T, 'company_id' | 'created_at' | 'updated_at'> {
  const { company_id: _company, created_at: _created, updated_at: _updated, ...rest } = row;
  return rest;
}
