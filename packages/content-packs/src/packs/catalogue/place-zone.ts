import type { City, PlaceZone } from './catalogue-types';
import { CITIES } from './cities';
import { longest, phraseIndex } from './match-catalogue';
import { tokens } from './normalize';

// Provinces and islands owners write after a city ("Kuta, Bali", "Pontianak, Kalimantan Barat"), with the
// zone each lies in. Only for the time zone: generation never reads them as the business's place.
const REGIONS: readonly City[] = [
  { name: 'Aceh', zone: 'WIB' },
  { name: 'Sumatera', aliases: ['sumatra'], zone: 'WIB' },
  { name: 'Sumatera Utara', aliases: ['sumatra utara', 'sumut'], zone: 'WIB' },
  { name: 'Sumatera Barat', aliases: ['sumatra barat', 'sumbar'], zone: 'WIB' },
  { name: 'Sumatera Selatan', aliases: ['sumatra selatan', 'sumsel'], zone: 'WIB' },
  { name: 'Riau', aliases: ['kepulauan riau', 'kepri'], zone: 'WIB' },
  { name: 'Bangka Belitung', aliases: ['babel', 'bangka'], zone: 'WIB' },
  { name: 'Banten', zone: 'WIB' },
  { name: 'Jawa', aliases: ['java'], zone: 'WIB' },
  { name: 'Jawa Barat', aliases: ['jabar', 'west java'], zone: 'WIB' },
  { name: 'Jawa Tengah', aliases: ['jateng', 'central java'], zone: 'WIB' },
  { name: 'Jawa Timur', aliases: ['jatim', 'east java'], zone: 'WIB' },
  { name: 'DI Yogyakarta', aliases: ['diy'], zone: 'WIB' },
  { name: 'Madura', zone: 'WIB' },
  { name: 'Kalimantan Barat', aliases: ['kalbar'], zone: 'WIB' },
  { name: 'Kalimantan Tengah', aliases: ['kalteng'], zone: 'WIB' },
  { name: 'Kalimantan Selatan', aliases: ['kalsel'], zone: 'WITA' },
  { name: 'Kalimantan Timur', aliases: ['kaltim'], zone: 'WITA' },
  { name: 'Kalimantan Utara', aliases: ['kaltara'], zone: 'WITA' },
  { name: 'Nusa Tenggara', zone: 'WITA' },
  { name: 'Nusa Tenggara Barat', aliases: ['ntb'], zone: 'WITA' },
  { name: 'Nusa Tenggara Timur', aliases: ['ntt'], zone: 'WITA' },
  { name: 'Sumbawa', zone: 'WITA' },
  { name: 'Sumba', zone: 'WITA' },
  { name: 'Flores', zone: 'WITA' },
  { name: 'Sulawesi', aliases: ['celebes'], zone: 'WITA' },
  { name: 'Sulawesi Selatan', aliases: ['sulsel'], zone: 'WITA' },
  { name: 'Sulawesi Utara', aliases: ['sulut'], zone: 'WITA' },
  { name: 'Sulawesi Tengah', aliases: ['sulteng'], zone: 'WITA' },
  { name: 'Sulawesi Tenggara', aliases: ['sultra'], zone: 'WITA' },
  { name: 'Sulawesi Barat', aliases: ['sulbar'], zone: 'WITA' },
  { name: 'Maluku', aliases: ['moluccas'], zone: 'WIT' },
  { name: 'Maluku Utara', aliases: ['malut'], zone: 'WIT' },
  { name: 'Halmahera', zone: 'WIT' },
  {
    name: 'Papua',
    aliases: ['papua barat', 'papua tengah', 'papua selatan', 'papua pegunungan'],
    zone: 'WIT',
  },
];

// The gazetteer's cities first: a city and a region never share a name here, and a city's entry wins if
// they ever do.
const PLACE_INDEX = phraseIndex([...CITIES, ...REGIONS], (place) => [place.name, ...(place.aliases ?? [])]);

/**
 * The time zone of a place as an owner writes it ("Denpasar", "Jl. Batu Belig, Kerobokan, Bali"): the
 * last place named decides, since an address goes from the street to the province. Null when no known
 * place is named ("Kalimantan" alone lies in two zones).
 */
export function placeZone(text: string | null | undefined): PlaceZone | null {
  const words = tokens(text ?? '');
  let zone: PlaceZone | null = null;
  let i = 0;
  while (i < words.length) {
    const place = longest(PLACE_INDEX, words, i);
    if (!place) {
      i += 1;
      continue;
    }
    zone = place[0].zone ?? 'WIB';
    i += place[1];
  }
  return zone;
}
