import { describe, expect, it } from 'vitest';
import { cleanOriginalName, ORIGINAL_NAME_MAX } from './original-name';

describe('cleanOriginalName', () => {
  it.each([
    ['IMG_2041.jpg', 'IMG_2041.jpg'],
    ['Foto Rendang Uni Ros.jpeg', 'Foto Rendang Uni Ros.jpeg'],
    ['C:\\Users\\ros\\menu\\ayam pop.png', 'ayam pop.png'],
    ['../../etc/passwd', 'passwd'],
    ['<img src=x onerror=alert(1)>.png', 'img src=x onerror=alert(1).png'],
    ['<b>menu</b>.png', 'b.png'],
    ['tab\there\nnew.webp', 'tab here new.webp'],
    ['kue\u0000lapis.jpg', 'kuelapis.jpg'],
    ['   ', null],
    ['..', null],
    ['', null],
  ])('%j -> %j', (raw, expected) => {
    expect(cleanOriginalName(raw)).toBe(expected);
  });

  it('bounds long names and keeps the extension', () => {
    const name = cleanOriginalName(`${'a'.repeat(400)}.jpg`)!;
    expect([...name].length).toBeLessThanOrEqual(ORIGINAL_NAME_MAX);
    expect(name.endsWith('….jpg')).toBe(true);
  });
});
