import { formatBytes } from '../images/asset-paths';

// What the owner reads when an archive is refused: what is wrong and what to do instead.
const USE_OWN = 'Pilih berkas .zip yang diunduh dari "Unduh cadangan".';

export const archiveMessages = {
  notZip: `Berkas ini bukan arsip .zip yang bisa dibaca. ${USE_OWN}`,
  tooLarge: (max: number) => `Arsip terlalu besar (maksimal ${formatBytes(max)}).`,
  tooManyEntries: (max: number) => `Arsip berisi terlalu banyak berkas (maksimal ${max}). ${USE_OWN}`,
  entryTooLarge: (name: string, max: number) =>
    `Berkas "${name}" di dalam arsip terlalu besar (maksimal ${formatBytes(max)}).`,
  totalTooLarge: (max: number) => `Isi arsip terlalu besar setelah dibuka (maksimal ${formatBytes(max)}).`,
  ratio: (name: string) =>
    `Arsip ditolak: berkas "${name}" mengembang jauh melebihi ukurannya di arsip (pola zip bomb).`,
  unsafePath: (name: string) =>
    `Arsip ditolak: berkas "${name}" memakai jalur yang tidak aman (../, jalur absolut atau garis miring terbalik).`,
  symlink: (name: string) => `Arsip ditolak: "${name}" adalah tautan (symlink), bukan berkas.`,
  duplicate: (name: string) => `Arsip ditolak: nama berkas "${name}" muncul lebih dari sekali.`,
  unknownEntry: (name: string) => `Arsip ditolak: berkas "${name}" bukan bagian dari cadangan Webku.`,
  noSiteJson: `Arsip tidak berisi site.json. ${USE_OWN}`,
  badJson: `site.json di dalam arsip bukan JSON yang valid. ${USE_OWN}`,
  wrongFormat: `site.json bukan cadangan Webku. ${USE_OWN}`,
  wrongVersion: (found: unknown, supported: number) =>
    `Versi format cadangan ${JSON.stringify(found) ?? '(kosong)'} tidak didukung; Webku membaca versi ${supported}.`,
  invalidSite: (detail: string) => `site.json tidak valid: ${detail}`,
  missingImage: (path: string) => `Gambar "${path}" disebut di site.json tetapi tidak ada di arsip.`,
  unlistedImage: (path: string) => `Gambar "${path}" ada di arsip tetapi tidak disebut di site.json.`,
  badImage: (path: string, reason: string) => `Gambar "${path}" ditolak: ${reason}`,
  corrupt: (detail: string) => `Arsip rusak dan tidak bisa dibaca (${detail}). ${USE_OWN}`,
};
