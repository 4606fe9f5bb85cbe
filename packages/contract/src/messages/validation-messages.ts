import type { z } from 'zod';
import { fieldLabel } from './field-labels';

// Every validation message is Indonesian, names the field and says what to do.
export const validationMessages = {
  required: (field: string) => `${fieldLabel(field)} wajib diisi`,
  tooLong: (field: string, max: number) => `${fieldLabel(field)} maksimal ${max} karakter`,
  oneLine: (field: string) => `${fieldLabel(field)} cukup satu baris: hapus baris baru di dalamnya`,
  tooManyParagraphs: (field: string, max: number) =>
    `${fieldLabel(field)} maksimal ${max} paragraf; gabungkan paragraf yang pendek`,
  tooShort: (field: string, min: number) => `${fieldLabel(field)} minimal ${min} karakter`,
  notText: (field: string) => `${fieldLabel(field)} harus berupa teks`,
  httpUrl: (field: string) =>
    `${fieldLabel(field)}: tulis alamat web tanpa spasi, contoh instagram.com/nama-usaha atau https://www.usaha-anda.com`,
  socialProfile: (field: string, example: string) =>
    `${fieldLabel(field)}: tulis nama akun atau alamat profil, contoh @kopisenja atau ${example}`,
  imageUrl: (field: string) =>
    `${fieldLabel(field)} harus berupa tautan http(s) atau alamat gambar yang diawali /`,
  link: (field: string) =>
    `${fieldLabel(field)}: tulis alamat web (contoh: tokopedia.com/toko-anda), bagian halaman seperti #menu, atau nomor telepon seperti tel:081234567890`,
  phone: (field: string) =>
    `${fieldLabel(field)}: tulis nomor telepon, contoh 0812 3456 7890 atau (022) 123456`,
  year: (field: string, max: number) =>
    `${fieldLabel(field)}: tulis tahun 4 angka antara 1900 dan ${max}, contoh 2024 atau 2019-2025`,
  email: (field: string) =>
    `${fieldLabel(field)} harus berupa alamat email yang valid, contoh nama@usaha.com`,
  yesNo: (field: string) => `${fieldLabel(field)} harus ya atau tidak`,
  number: (field: string) => `${fieldLabel(field)} harus berupa angka`,
  wholeNumber: (field: string) => `${fieldLabel(field)} harus berupa bilangan bulat`,
  atLeast: (field: string, min: number) => `${fieldLabel(field)} minimal ${min.toLocaleString('id-ID')}`,
  atMost: (field: string, max: number) => `${fieldLabel(field)} maksimal ${max.toLocaleString('id-ID')}`,
  rupiah: (field: string) =>
    `${fieldLabel(field)} tidak terbaca: tulis angka rupiah seperti 12.500, Rp 12.500 atau 12.500,50`,
  negative: (field: string) => `${fieldLabel(field)} tidak boleh negatif`,
  tooMany: (field: string, max: number) => `${fieldLabel(field)} maksimal ${max} buah`,
  choice: (field: string, values: readonly unknown[]) =>
    `${fieldLabel(field)} harus salah satu dari: ${values.map(String).join(', ')}`,
  invalid: (field: string) => `${fieldLabel(field)} tidak valid`,
  timeOfDay: (field: string) => `${fieldLabel(field)} harus berformat JJ:MM, contoh 08:00`,
  date: (field: string) => `${fieldLabel(field)} harus berupa tanggal, contoh 2026-01-31`,
  whatsappNumber: (field: string, example: string) =>
    `${fieldLabel(field)} harus nomor Indonesia, contoh ${example} atau +62 812-3456-7890`,
  slug: (field: string) => `${fieldLabel(field)} hanya boleh berisi huruf kecil, angka dan tanda hubung (-)`,
};

// The last named (non-index) segment of a path is the field the message is about.
export function fieldKeyOf(path: readonly PropertyKey[]): string {
  for (let index = path.length - 1; index >= 0; index--) {
    const segment = path[index];
    if (typeof segment === 'string') return segment;
  }
  return '';
}

function sizeMessage(field: string, issue: { origin?: string; maximum?: unknown; minimum?: unknown }) {
  const limit = Number(issue.maximum ?? issue.minimum);
  const isMax = issue.maximum !== undefined;
  if (issue.origin === 'string') {
    if (!isMax && limit <= 1) return validationMessages.required(field);
    return isMax ? validationMessages.tooLong(field, limit) : validationMessages.tooShort(field, limit);
  }
  if (issue.origin === 'array')
    return isMax ? validationMessages.tooMany(field, limit) : validationMessages.invalid(field);
  if (!isMax && limit === 0) return validationMessages.negative(field);
  return isMax ? validationMessages.atMost(field, limit) : validationMessages.atLeast(field, limit);
}

// zod's per-parse error map: used for every issue a schema did not word itself.
export function indonesianErrorMap(issue: z.core.$ZodRawIssue): string {
  const field = fieldKeyOf(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return validationMessages.required(field);
      if (issue.expected === 'int') return validationMessages.wholeNumber(field);
      if (issue.expected === 'number') return validationMessages.number(field);
      if (issue.expected === 'boolean') return validationMessages.yesNo(field);
      if (issue.expected === 'string') return validationMessages.notText(field);
      return validationMessages.invalid(field);
    case 'too_big':
    case 'too_small':
      return sizeMessage(field, issue as { origin?: string; maximum?: unknown; minimum?: unknown });
    case 'invalid_value':
      return validationMessages.choice(field, issue.values);
    default:
      return validationMessages.invalid(field);
  }
}
