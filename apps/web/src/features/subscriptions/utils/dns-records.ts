import type { DnsRecord, DomainVerification } from '@webku/contract';
import type { BadgeTone } from '@/components/ui/badge';

// What each record does, in the owner's words.
export function recordPurpose(record: Pick<DnsRecord, 'type'>): string {
  if (record.type === 'TXT') return 'bukti kepemilikan';
  if (record.type === 'A') return 'domain utama';
  return 'alamat dengan www';
}

// What our last DNS check found for a record.
export function recordStatusView(record: Pick<DnsRecord, 'type' | 'status'>): {
  label: string;
  tone: BadgeTone;
} {
  switch (record.status) {
    case 'ok':
      return { label: record.type === 'TXT' ? 'Ditemukan' : 'Sudah benar', tone: 'success' };
    case 'wrong':
      return {
        label: record.type === 'TXT' ? 'Nilai belum cocok' : 'Mengarah ke tempat lain',
        tone: 'danger',
      };
    case 'missing':
      return { label: 'Belum ditemukan', tone: 'warning' };
    default:
      return { label: 'Belum diperiksa', tone: 'muted' };
  }
}

// The proof of ownership of the owner's own domain.
export function verificationView(verification: Pick<DomainVerification, 'status'>): {
  title: string;
  text: string;
} {
  if (verification.status === 'verified') {
    return {
      title: 'Domain terbukti milik Anda.',
      text: 'Biarkan record TXT tetap terpasang: bukti ini diperiksa ulang, dan tanpa record itu domain berhenti menampilkan website Anda. Selama terbukti, domain ini tidak bisa dipakai website lain di Webku.',
    };
  }
  if (verification.status === 'expired') {
    return {
      title: 'Waktu pembuktian habis.',
      text: 'Record TXT tidak ditemukan dalam 7 hari. Buat token baru, lalu pasang record TXT dengan nilai barunya.',
    };
  }
  return {
    title: 'Buktikan bahwa domain ini milik Anda.',
    text: 'Website baru tampil di domain ini setelah record TXT ditemukan; sebelum itu domain belum dipesan untuk siapa pun.',
  };
}
