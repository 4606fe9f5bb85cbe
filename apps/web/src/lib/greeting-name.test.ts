import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

describe('greetingName', () => {
  it('is the first word of a plain name', () => {
    expect(greetingName('Ratna Sari Dewi')).toBe('Ratna');
    expect(greetingName('  Wayan  ')).toBe('Wayan');
  });

  it('keeps an honorific with the name after it, never greeting "Bu!" alone', () => {
    expect(greetingName('Bu Ratna')).toBe('Bu Ratna');
    expect(greetingName('Pak Hadi Santoso')).toBe('Pak Hadi');
    expect(greetingName('kak dinda')).toBe('kak dinda');
    expect(greetingName('Hj. Siti Aminah')).toBe('Hj. Siti');
    expect(greetingName('Bapak H. Udin')).toBe('Bapak H. Udin');
  });

  it('greets an honorific alone as it is, and nothing without a name', () => {
    expect(greetingName('Mas')).toBe('Mas');
    expect(greetingName('')).toBeUndefined();
    expect(greetingName(undefined)).toBeUndefined();
  });
});
