import { API, type DomainCheck, type DomainPurpose, normalizeDomainFor } from '@webku/contract';

export type DomainCheckRequest = { ok: true; domain: string; path: string } | { ok: false; message: string };

// Step 1 of checkout: what the owner typed becomes one check-domain call, or a message and no call. A
// plan with a domain takes a .com label to register; a hosting-only plan the owner's own full name.
export function toDomainCheckRequest(input: string, purpose: DomainPurpose = 'register'): DomainCheckRequest {
  const result = normalizeDomainFor(purpose, input);
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, domain: result.domain, path: API.admin.checkDomain(result.domain, purpose) };
}

// Step 2 opens only when the check answered available === 'Yes'.
export function canProceedToDetails(check: DomainCheck | null | undefined): check is DomainCheck {
  return check?.available === 'Yes';
}
