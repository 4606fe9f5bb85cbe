export type LocalBusinessType =
  | 'CafeOrCoffeeShop'
  | 'Bakery'
  | 'Restaurant'
  | 'BeautySalon'
  | 'ClothingStore'
  | 'LocalBusiness';

// Indonesian and English words owners use; earlier rows win a tie (a café selling pastries is a café).
const WORDS: [LocalBusinessType, RegExp][] = [
  ['CafeOrCoffeeShop', /(?<![a-z])(?:kopi|coffee|coffeeshop|caf[eé]|kafe|espresso|barista|latte)(?![a-z])/g],
  [
    'Bakery',
    /(?<![a-z])(?:bakery|bakeri|roti|bread|kue|cake|cakes|pastry|patisserie|donat|donut|bolu)(?![a-z])/g,
  ],
  [
    'Restaurant',
    /(?<![a-z])(?:restoran|restaurant|resto|rumah makan|warung|warteg|kuliner|bistro|eatery|diner|sate|bakso|soto|seafood|catering|masakan)(?![a-z])/g,
  ],
  [
    'BeautySalon',
    /(?<![a-z])(?:salon|beauty|kecantikan|spa|barber|barbershop|nail|facial|makeup|creambath)(?![a-z])/g,
  ],
  [
    'ClothingStore',
    /(?<![a-z])(?:fashion|butik|boutique|clothing|pakaian|baju|busana|hijab|kaos|apparel|distro|batik|gamis)(?![a-z])/g,
  ],
];

/** The schema.org LocalBusiness subtype that best fits a business's own words. */
export function localBusinessType(text: string): LocalBusinessType {
  const lower = text.toLowerCase();
  let best: LocalBusinessType = 'LocalBusiness';
  let bestCount = 0;
  for (const [type, pattern] of WORDS) {
    const count = lower.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = type;
      bestCount = count;
    }
  }
  return best;
}
