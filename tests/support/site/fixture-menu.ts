import type { MenuCategory } from '@webku/contract';
import { fixtureImage as img } from './fixture-image';

type ItemSeed = [
  name: string,
  description: string | null,
  price: number,
  image: string | null,
  flags?: string,
];

const MENU: [string, string | null, ItemSeed[]][] = [
  [
    'Kopi Susu Signature',
    'category-1',
    [
      [
        'Es Kopi Susu Gula Aren',
        'Espresso house blend, susu segar, dan gula aren cair.',
        22000,
        'es-kopi-aren',
        'b',
      ],
      [
        'Es Kopi Pandan',
        'Kopi susu dengan sirup pandan yang kami rebus sendiri.',
        24000,
        'es-kopi-pandan',
        'r',
      ],
      ['Es Kopi Klepon', 'Gula aren, pandan, dan kelapa parut sangrai.', 26000, 'es-kopi-klepon'],
      [
        'Es Kopi Regal',
        'Kopi susu dingin dengan krim lembut dan remahan biskuit.',
        27000,
        'es-kopi-regal',
        'br',
      ],
      [
        'Es Kopi Butterscotch',
        'Saus butterscotch racikan dapur kami dan susu dingin.',
        26000,
        'es-butterscotch',
      ],
      ['Es Kopi Susu Oat', 'Versi susu oat yang tetap creamy dan tetap nendang.', 28000, 'es-oat-latte'],
    ],
  ],
  [
    'Kopi Klasik',
    'category-2',
    [
      ['Espresso', 'Satu shot house blend: Arabika Gayo dan Robusta Temanggung.', 18000, 'espresso'],
      ['Americano', 'Espresso dan air panas. Ringan dan bersih.', 20000, 'americano'],
      ['Cappuccino', 'Espresso dengan susu dan foam tebal, ditaburi bubuk kakao.', 28000, 'cappuccino', 'r'],
      ['Caffè Latte', null, 28000, 'caffe-latte'],
      ['Flat White', 'Double ristretto dengan microfoam tipis.', 30000, 'flat-white'],
      ['V60 Single Origin', 'Seduh manual biji pilihan minggu ini.', 32000, 'v60', 'b'],
    ],
  ],
  [
    'Non-Kopi',
    null,
    [
      ['Es Matcha Latte', 'Matcha Jepang dikocok segar dengan susu dingin.', 28000, 'matcha-latte', 'b'],
      ['Es Cokelat Klasik', 'Cokelat bubuk dari Jembrana, Bali, dengan susu segar.', 25000, 'es-cokelat'],
      ['Es Teh Leci', 'Teh hitam seduh dingin dengan buah leci dan daun mint.', 22000, 'es-teh-leci'],
      ['Red Velvet Latte', 'Red velvet lembut dengan susu.', 27000, null],
      ['Teh Tarik Jahe', 'Teh tarik hangat dengan jahe merah.', 20000, 'teh-tarik-jahe', 'r'],
      ['Air Mineral', 'Gratis untuk setiap pesanan kopi.', 0, 'yuzu-soda'],
    ],
  ],
  [
    'Makanan & Pastry',
    'category-4',
    [
      ['Croissant Mentega', 'Croissant berlapis mentega Prancis, renyah di luar.', 25000, 'croissant', 'b'],
      ['Pain au Chocolat', 'Pastry mentega dengan dua batang dark chocolate.', 28000, 'pain-au-chocolat'],
      [
        'Banana Bread',
        'Roti pisang lembap dengan kenari, dipanggang setiap pagi.',
        22000,
        'banana-bread',
        'r',
      ],
      ['Roti Bakar Srikaya', 'Roti bakar mentega dengan selai srikaya pandan.', 20000, 'roti-bakar-srikaya'],
      ['Nasi Goreng Kampung', 'Nasi goreng bumbu terasi dengan telur mata sapi.', 35000, 'nasi-goreng', 'b'],
      ['Kentang Goreng Truffle', 'Kentang goreng renyah dengan minyak truffle.', 30000, 'truffle-fries'],
    ],
  ],
];

// Listed out of display order on purpose, with an inactive item per category and an inactive category.
export function fixtureMenuCategories(): MenuCategory[] {
  const categories = MENU.map(([name, image, items], c): MenuCategory => {
    const id = c + 1;
    const menuItems = items.map(([itemName, description, price, image, flags = ''], i) => ({
      id: id * 100 + i,
      name: itemName,
      description,
      price,
      image: image ? img(image) : null,
      category_id: id,
      display_order: i + 1,
      is_active: true,
      is_best_seller: flags.includes('b'),
      is_recommended: flags.includes('r'),
    }));
    menuItems.push({
      ...menuItems[0]!,
      id: id * 100 + 99,
      name: `Menu Lama ${id}`,
      display_order: 0,
      is_active: false,
    });
    return {
      id,
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      display_order: c + 1,
      is_active: true,
      image: image ? img(image) : null,
      menu_items: menuItems.reverse(),
    };
  });
  const hidden = {
    ...categories[0]!,
    id: 9,
    name: 'Menu Musiman (nonaktif)',
    display_order: 0,
    is_active: false,
  };
  return [categories[3]!, categories[1]!, hidden, categories[0]!, categories[2]!];
}
