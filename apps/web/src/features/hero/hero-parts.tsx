import type { OneRowParts } from '@/lib/one-row-parts';
import { useSession } from '@/lib/session';
import { HeroPreview } from './hero-preview';

// The hero's editor is drawn from its fields (contract: schemas/hero-section.ts); this is what it adds: the
// business's name and the usual button for a hero not made yet, the link's examples, a live preview and the
// words it kept from its hand-written form.
export function useHeroParts(): OneRowParts {
  const companyName = useSession().company?.name;
  return {
    start: { shop_name: companyName ?? '', cta_text: 'See Our Menu', cta_link: '#menu' },
    looks: {
      cta_text: { placeholder: 'See Our Menu' },
      cta_link: {
        placeholder: '#menu',
        hint: '#menu menggulir ke menu Anda; alamat web seperti tokopedia.com/toko-anda membuka halaman itu.',
      },
    },
    toasts: {
      saved: () => 'Hero section updated successfully',
      failed: 'Failed to update hero section',
    },
    saveLabel: 'Save Changes',
    preview: (values) => <HeroPreview values={values as Parameters<typeof HeroPreview>[0]['values']} />,
  };
}
