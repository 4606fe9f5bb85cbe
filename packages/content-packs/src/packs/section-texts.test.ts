import { describe, expect, it } from 'vitest';
import { PACKS } from './index';

// Section subtitles are published as they are generated: they may describe the business in general, but
// never promise a service, channel or offer the owner did not mention.
const PROMISES =
  /\b(katering|catering|pesan antar|deliver\w*|whatsapp|pre-?order|kelas|class(es)?|wifi|reservasi|book ahead|walk-ins?|promo|offers?)\b/i;

describe('the section texts of every pack', () => {
  it.each(Object.values(PACKS).map((pack) => [pack.kind, pack] as const))(
    '%s promises nothing',
    (_kind, pack) => {
      const { menu, merchandise, news, stores } = pack.sections;
      const texts = [menu[1], merchandise[1], news[1], stores].flat();
      expect(texts.filter((text) => PROMISES.test(text))).toEqual([]);
    },
  );
});
