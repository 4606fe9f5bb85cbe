import type { Dashboard } from '@webku/contract';
import { type Db, eq, menuItems, stores } from '@webku/db';
import { loadBookingFigures } from '../../bookings/booking-figures';
import { countDescriptionPhrases } from '../../description-reading/description-reading';
import { contentStores } from '../../site-content/content-stores';
import { countRowSections, countSections } from '../../site-content/section-counts';
import { readOneRows } from '../../site-content/site-rows';
import { findActiveDomain } from '../../tenancy/resolve-tenant';
import { checklistFrom } from './dashboard-checklist';
import { loadTranslationCounts } from './translation-counts';

// Counts every entry (as the editors list them), derives the checklist from the saved content and sums up
// the bookings.
export async function loadDashboard(db: Db, { companyId }: { companyId: number }): Promise<Dashboard> {
  const rows = contentStores;
  const [counts, rowSections, storeRows, web, oneRows, items, domain, bookings, phrases] = await Promise.all([
    countSections(db, companyId),
    countRowSections(db, companyId),
    rows.stores.list(db, companyId, eq(stores.is_active, true)),
    rows.web.one(db, companyId),
    readOneRows(db, companyId),
    rows.items.list(db, companyId, eq(menuItems.is_active, true)),
    findActiveDomain(db, companyId).then((active) => active?.domain ?? null),
    loadBookingFigures(db, companyId, Date.now()),
    countDescriptionPhrases(db, companyId),
  ]);
  // What is still untranslated is read only for a site with a second language.
  const second = web?.second_language;
  const translations = second ? await loadTranslationCounts(db, companyId, second) : null;
  return {
    counts,
    row_sections: rowSections,
    checklist: checklistFrom({
      whatsappNumber: web?.whatsapp_number ?? null,
      oneRows,
      stores: storeRows,
      menuItems: items,
      domain,
      descriptionPhrases: phrases,
    }),
    bookings,
    translations,
  };
}
