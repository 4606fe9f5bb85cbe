import { useQuery } from '@tanstack/react-query';
import {
  API,
  type DescriptionReading,
  mayAccess,
  ORDER_LINK_PLATFORMS,
  type OrderLinkPlatform,
  type ReadingWording,
} from '@webku/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRole } from '@/lib/session';

// What generation read from the description, and the phrases still waiting for the owner.
export function useDescriptionReading({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: queryKeys.descriptionReading,
    queryFn: ({ signal }) => api.get<DescriptionReading>(API.admin.descriptionReading.root, signal),
    refetchOnMount: 'always',
  });
}

/**
 * How the business names what it offers, as generation read it from the owner's words (null before it
 * is known, for a site made before the reading was kept, or for a member who may not read it).
 */
export function useOfferWording(): ReadingWording | null {
  return useWordingQuery().data?.summary?.wording ?? null;
}

// A Kasir may open the menu but not the reading: no call the server would refuse.
const useWordingQuery = () => useDescriptionReading({ enabled: mayAccess(useRole(), 'site') });

/** orderLinkPlatforms for this business; null while its reading is still on its way. */
export function useOrderLinkPlatforms(): OrderLinkPlatform[] | null {
  const reading = useWordingQuery();
  return reading.isLoading ? null : orderLinkPlatforms(reading.data?.summary?.wording ?? null);
}

// The editors' helper lines, in the words of the business: a tutor has no "makanan dan minuman".
const MENU_LINES: Record<ReadingWording, string> = {
  menu: 'Kategori menu Anda beserta makanan dan minuman di dalamnya, lengkap dengan harga dan foto.',
  services: 'Kelompok layanan Anda beserta layanan di dalamnya, lengkap dengan harga dan foto.',
  products: 'Kategori produk Anda beserta produk di dalamnya, lengkap dengan harga dan foto.',
  rooms: 'Tipe kamar Anda beserta harga dan fotonya.',
  classes: 'Kelas-kelas Anda beserta jadwal, harga dan fotonya.',
  fleet: 'Armada yang Anda sewakan beserta harga dan fotonya.',
  units: 'Unit yang Anda tawarkan beserta harga dan fotonya.',
  packages: 'Paket-paket Anda beserta isi, harga dan fotonya.',
  catalogue: 'Kategori dan item yang Anda tawarkan, lengkap dengan harga dan foto.',
};

export const menuPageLine = (wording: ReadingWording | null) => MENU_LINES[wording ?? 'catalogue'];

export const merchandiseEmptyLine = (wording: ReadingWording | null) =>
  wording === 'menu'
    ? 'Menjual oleh-oleh, kaos atau tumbler? Tambahkan produknya dengan beberapa foto dan harga.'
    : 'Menjual barang di samping usaha utama Anda, seperti kaos atau suvenir? Tambahkan produknya dengan beberapa foto dan harga.';

// Where each kind is ordered from besides its website: food on the delivery apps, goods on the
// marketplaces, services, rooms and classes on their pages and maps.
const FIRST_PLATFORMS = {
  food: ['gofood', 'grabfood', 'shopeefood'],
  goods: ['shopee', 'tokopedia', 'tiktok_shop'],
  pages: ['instagram', 'google_maps', 'facebook', 'tiktok'],
} as const satisfies Record<string, readonly OrderLinkPlatform[]>;

/**
 * The "Pesan juga di" platforms in the order a business of this kind would add them: a new row starts at
 * the first one not taken (GoFood for a restaurant, Shopee for a shop, Instagram for a salon or a kos).
 */
export function orderLinkPlatforms(wording: ReadingWording | null): OrderLinkPlatform[] {
  const first: readonly OrderLinkPlatform[] =
    wording === 'menu'
      ? FIRST_PLATFORMS.food
      : wording === 'products'
        ? FIRST_PLATFORMS.goods
        : FIRST_PLATFORMS.pages;
  return [...first, ...ORDER_LINK_PLATFORMS.filter((platform) => !first.includes(platform))];
}
