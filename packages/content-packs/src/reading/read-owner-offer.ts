// The reader as the generator calls it: the rules (kinds/owner-offer.ts), then the tagger's check
// (tagger-check.ts), then what the owner put in brackets after an offering as its details (bracket-details.ts). Kept apart from the rules, which the tagger's features read: neither imports the other.
import type { Kind } from '../kinds/kind-types';
import { type OwnerOffer, readByRules } from '../kinds/owner-offer';
import { withBracketDetails } from './bracket-details';
import { readerMode } from './offer-tagger';
import { checkOffer } from './tagger-check';

/** What the owner offers, read from their description (the rules, the tagger's check, bracketed details). */
export function readOwnerOffer(description: string, kind: Kind, businessType = '', brand = ''): OwnerOffer {
  const offer = readByRules(description, kind, businessType, brand);
  return withBracketDetails(
    description,
    checkOffer(description, offer, kind, readerMode(), businessType, brand),
  );
}
