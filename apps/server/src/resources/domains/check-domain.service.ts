import type { DomainCheck, DomainPurpose } from '@webku/contract';
import type { Db } from '@webku/db';
import { AppError } from '../../errors';
import type { DomainProvider } from '../../providers/domains/index';
import { domainHolder } from '../../subscriptions/domain-ownership';

// Step 1 of checkout. A name already hosted on Webku is taken whatever the registry says, and the
// company's own domain stays available to it (renewal); otherwise the registry decides a name to
// register, and a name the owner already holds (hosting only) is theirs to use.
export async function checkDomain(
  deps: { db: Db; domains: DomainProvider; invoiceTtlMs: number },
  { companyId, domain, purpose = 'register' }: { companyId: number; domain: string; purpose?: DomainPurpose },
): Promise<DomainCheck> {
  const holder = await domainHolder(deps.db, { companyId, domain, invoiceTtlMs: deps.invoiceTtlMs });
  if (holder !== 'none') return { domain_name: domain, available: holder === 'own' ? 'Yes' : 'No' };
  if (purpose === 'hosting') return { domain_name: domain, available: 'Yes' };
  let available: boolean;
  try {
    available = await deps.domains.isAvailable(domain);
  } catch (error) {
    throw new AppError('provider-failed', `Gagal mengecek domain: ${(error as Error).message}`);
  }
  return { domain_name: domain, available: available ? 'Yes' : 'No' };
}
