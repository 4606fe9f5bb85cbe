import type { OneRowParts } from '@/lib/one-row-parts';
import { useSession } from '@/lib/session';
import { BUSINESS_NUMBER_PLACE, useBusinessNumber } from '@/lib/use-business-number';

// The footer's editor is drawn from its fields (contract: schemas/footer-settings.ts); this is what it says
// from the owner's data: the business's name for a footer not made yet, the WhatsApp number and the year
// the site shows in place of an empty phone and year, and the words it kept from its hand-written form.
export function useFooterParts(): OneRowParts {
  const companyName = useSession().company?.name;
  const businessNumber = useBusinessNumber();
  const year = String(new Date().getFullYear());
  return {
    start: { shop_name: companyName ?? '' },
    looks: {
      instagram_url: { placeholder: '@kopisenja atau instagram.com/kopisenja' },
      facebook_url: { placeholder: 'facebook.com/kopisenja' },
      tiktok_url: { placeholder: '@kopisenja atau tiktok.com/@kopisenja' },
      phone: {
        placeholder: businessNumber ?? '0812 3456 7890',
        hint: businessNumber
          ? `Kosong: website menampilkan nomor WhatsApp usaha ${businessNumber}.`
          : `Kosong: website menampilkan nomor WhatsApp usaha dari ${BUSINESS_NUMBER_PLACE}.`,
      },
      copyright_year: { placeholder: year, hint: `Jika kosong, tampil ${year}.` },
      copyright_text: { placeholder: `${companyName ?? 'Nama toko'}.` },
    },
    toasts: {
      saved: (isNew) => `Footer configuration ${isNew ? 'saved' : 'updated'} successfully`,
      failed: 'Failed to update footer configuration',
    },
    saveLabel: 'Simpan Perubahan',
  };
}
