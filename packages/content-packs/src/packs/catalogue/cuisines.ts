import type { CuisineInfo } from './catalogue-types';

export const CUISINES: readonly CuisineInfo[] = [
  {
    id: 'padang',
    words: ['padang', 'minang', 'minangkabau', 'sumatera barat'],
    label: ['Masakan Padang', 'Padang Cuisine'],
  },
  {
    id: 'sunda',
    words: ['sunda', 'sundanese'],
    label: ['Masakan Sunda', 'Sundanese Cuisine'],
  },
  {
    id: 'jawa',
    words: ['jawa', 'javanese', 'jawa tengah', 'jawa timur', 'jogja', 'yogyakarta', 'solo', 'angkringan'],
    label: ['Masakan Jawa', 'Javanese Cuisine'],
  },
  { id: 'betawi', words: ['betawi'], label: ['Masakan Betawi', 'Betawi Cuisine'] },
  { id: 'bali', words: ['bali', 'balinese'], label: ['Masakan Bali', 'Balinese Cuisine'] },
  {
    id: 'manado',
    words: ['manado', 'menado', 'minahasa', 'sulawesi utara'],
    label: ['Masakan Manado', 'Manado Cuisine'],
  },
  {
    id: 'chinese',
    words: ['chinese', 'chinese food', 'tionghoa', 'peranakan', 'kanton', 'hainan', 'hongkong'],
    label: ['Masakan Tionghoa', 'Chinese-Indonesian Cuisine'],
  },
  {
    id: 'palembang',
    words: ['palembang'],
    label: ['Masakan Palembang', 'Palembang Cuisine'],
  },
  { id: 'madura', words: ['madura'], label: ['Masakan Madura', 'Madurese Cuisine'] },
  { id: 'aceh', words: ['aceh'], label: ['Masakan Aceh', 'Acehnese Cuisine'] },
  { id: 'makassar', words: ['makassar', 'bugis'], label: ['Masakan Makassar', 'Makassar Cuisine'] },
  { id: 'medan', words: ['batak', 'medan'], label: ['Masakan Medan', 'Medan Cuisine'] },
];
