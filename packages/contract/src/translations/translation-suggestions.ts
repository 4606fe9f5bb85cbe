import { z } from 'zod';
import type { WebLanguage } from '../enums/web-languages';
import { fieldLabel } from '../messages/field-labels';

/**
 * What one "Terjemahkan" may ask of the LLM: at most this many fields, each text and all of them together
 * at most this long (characters), so one tap costs a bounded, small completion.
 */
export const TRANSLATION_SUGGEST_LIMITS = { fields: 30, textLength: 4_000, totalLength: 12_000 } as const;

const KEY = /^[a-z][a-z0-9_]{0,63}$/;
const count = (value: number) => value.toLocaleString('id-ID');

/**
 * The main language's words of the fields whose translation is still empty, by field name: the server
 * answers a suggestion for each it could translate, for the owner to read and save.
 */
export const translationSuggestInputSchema = z.object({
  texts: z.record(z.string(), z.string()).superRefine((texts, ctx) => {
    const entries = Object.entries(texts);
    const { fields, textLength, totalLength } = TRANSLATION_SUGGEST_LIMITS;
    if (entries.length === 0)
      ctx.addIssue({ code: 'custom', message: 'Tidak ada teks untuk diterjemahkan: isi dulu teks utamanya' });
    if (entries.length > fields)
      ctx.addIssue({
        code: 'custom',
        message: `Terjemahkan paling banyak ${fields} isian sekaligus; simpan, lalu terjemahkan sisanya`,
      });
    for (const [key, text] of entries) {
      if (!KEY.test(key)) ctx.addIssue({ code: 'custom', message: `Nama isian "${key}" tidak dikenal` });
      else if (text.length > textLength)
        ctx.addIssue({
          code: 'custom',
          message: `${fieldLabel(key)} terlalu panjang untuk diterjemahkan otomatis (maksimal ${count(textLength)} karakter); terjemahkan sendiri`,
        });
    }
    if (entries.reduce((sum, [, text]) => sum + text.length, 0) > totalLength)
      ctx.addIssue({
        code: 'custom',
        message: `Teks yang diterjemahkan sekaligus paling banyak ${count(totalLength)} karakter; terjemahkan sebagian, simpan, lalu lanjutkan`,
      });
  }),
});
export type TranslationSuggestInput = z.infer<typeof translationSuggestInputSchema>;

/** The suggestions, in the site's second language, for the fields the LLM translated (others left out). */
export type TranslationSuggestions = { language: WebLanguage; suggestions: Record<string, string> };

/** Whether "Terjemahkan" is offered: only while the server has an LLM provider configured. */
export type TranslationAvailability = { available: boolean };
