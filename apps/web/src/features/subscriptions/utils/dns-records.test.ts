import { describe, expect, it } from 'vitest';
import { recordPurpose, recordStatusView, verificationView } from './dns-records';

describe('DNS records of an own domain', () => {
  it('says what each record found is, in Indonesian', () => {
    expect(recordStatusView({ type: 'TXT', status: 'ok' })).toEqual({ label: 'Ditemukan', tone: 'success' });
    expect(recordStatusView({ type: 'A', status: 'ok' })).toEqual({ label: 'Sudah benar', tone: 'success' });
    expect(recordStatusView({ type: 'TXT', status: 'wrong' }).label).toBe('Nilai belum cocok');
    expect(recordStatusView({ type: 'CNAME', status: 'wrong' }).label).toBe('Mengarah ke tempat lain');
    expect(recordStatusView({ type: 'A', status: 'missing' })).toEqual({
      label: 'Belum ditemukan',
      tone: 'warning',
    });
    expect(recordStatusView({ type: 'A', status: 'unchecked' }).label).toBe('Belum diperiksa');
  });

  it('names the purpose of each record', () => {
    expect(recordPurpose({ type: 'TXT' })).toBe('bukti kepemilikan');
    expect(recordPurpose({ type: 'CNAME' })).toBe('alamat dengan www');
  });

  it('tells a waiting, an expired and a proven claim apart', () => {
    expect(verificationView({ status: 'pending' }).title).toBe('Buktikan bahwa domain ini milik Anda.');
    expect(verificationView({ status: 'expired' }).text).toContain('Buat token baru');
    expect(verificationView({ status: 'verified' }).title).toBe('Domain terbukti milik Anda.');
  });
});
