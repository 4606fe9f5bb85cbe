import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_CODE_OPTIONS, qrDownloadName, qrPayload } from './qr-code';

// Renders the module matrix the way the PNG renderer does (black on white, quiet zone), for jsQR.
function renderModules(text: string, scale = 4, margin = QR_CODE_OPTIONS.margin) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_CODE_OPTIONS.errorCorrectionLevel });
  const size = (modules.size + margin * 2) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const mx = Math.floor(x / scale) - margin;
      const my = Math.floor(y / scale) - margin;
      const isDark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx);
      if (!isDark) continue;
      const offset = (y * size + x) * 4;
      pixels.set([0, 0, 0, 255], offset);
    }
  }
  return { pixels, size };
}

describe('qrPayload', () => {
  it('encodes the trimmed http(s) link as typed', () => {
    expect(qrPayload('  https://drive.google.com/file/d/abc/view?usp=sharing ')).toBe(
      'https://drive.google.com/file/d/abc/view?usp=sharing',
    );
    expect(qrPayload('http://menu.kopisenja.id')).toBe('http://menu.kopisenja.id');
  });

  it('gives no payload for blanks and non-web links', () => {
    for (const value of [
      undefined,
      null,
      '',
      '   ',
      'drive.google.com/x',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(qrPayload(value)).toBeNull();
    }
  });

  it('produces a code that a scanner reads back as the same link', () => {
    const link = qrPayload('https://drive.google.com/file/d/1AbC-xyz_987/view?usp=sharing')!;
    const { pixels, size } = renderModules(link);
    expect(jsQR(pixels, size, size)?.data).toBe(link);
  });
});

describe('qrDownloadName', () => {
  it('names the PNG after the section title', () => {
    expect(qrDownloadName('Menu Kopi Senja')).toBe('menu-kopi-senja-qr-code.png');
    expect(qrDownloadName('  ')).toBe('menu-qr-code.png');
    expect(qrDownloadName(null)).toBe('menu-qr-code.png');
    expect(qrDownloadName('Café & Roti!')).toBe('cafe-roti-qr-code.png');
  });
});
