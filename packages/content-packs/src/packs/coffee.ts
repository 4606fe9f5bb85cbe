import { coffeeCategories } from './coffee-menu';
import type { ContentPack } from './pack-types';

export const coffeePack: ContentPack = {
  kind: 'coffee',
  categories: coffeeCategories,
  merchandise: [
    {
      name: ['Tote Bag Kanvas', 'Canvas Tote Bag'],
      description: [
        'Tote bag kanvas tebal dengan saku dalam. Muat laptop 14 inci dan sebungkus biji kopi.',
        'Heavy canvas tote with an inner pocket. Fits a 14-inch laptop and a bag of beans.',
      ],
      price: 89000,
      images: ['coffee/merch-tote-1', 'coffee/merch-tote-2'],
    },
    {
      name: ['Tumbler Stainless 500 ml', 'Stainless Tumbler 500 ml'],
      description: [
        'Tumbler stainless 500 ml untuk es kopi dan teh.',
        'A 500 ml stainless tumbler for iced coffee and tea.',
      ],
      price: 149000,
      images: ['coffee/merch-tumbler-1', 'coffee/merch-tumbler-2', 'coffee/merch-tumbler-3'],
    },
    {
      name: ['Biji Kopi House Blend 250 g', 'House Blend Beans 250 g'],
      description: [
        'Campuran Arabika Gayo dan Robusta Temanggung, sangrai medium. Cocok untuk espresso dan tubruk.',
        'Gayo Arabica and Temanggung Robusta, medium roast. Great for espresso or a simple plunger.',
      ],
      price: 95000,
      images: ['coffee/merch-beans-1', 'coffee/merch-beans-2', 'coffee/merch-beans-3'],
    },
    {
      name: ['Mug Keramik', 'Ceramic Mug'],
      description: [
        'Mug keramik buatan pengrajin Plered, Purwakarta. Glasir cokelat susu, isi 300 ml.',
        'Handmade by potters in Plered, Purwakarta. Milk-coffee glaze, holds 300 ml.',
      ],
      price: 79000,
      images: ['coffee/merch-mug-1', 'coffee/merch-mug-2'],
    },
    {
      name: ['Kaos "Ngopi Dulu"', '"Coffee First" T-Shirt'],
      description: [
        'Kaos katun combed 30s, sablon tangan. Tersedia ukuran S sampai XXL.',
        'Combed cotton 30s tee with a hand-pulled screen print. Sizes S to XXL.',
      ],
      price: 129000,
      images: ['coffee/merch-tshirt-1', 'coffee/merch-tshirt-2'],
    },
    {
      name: ['Drip Bag Coffee isi 10', 'Drip Bag Coffee, 10 Pack'],
      description: [
        'Kopi seduh praktis: sobek, gantung di cangkir, tuang air panas. Pas untuk kantor dan perjalanan.',
        'Tear, hang on your cup, pour hot water. Real coffee at the office or on the road.',
      ],
      price: 75000,
      images: ['coffee/merch-dripbag-1', 'coffee/merch-dripbag-2'],
    },
  ],
};
