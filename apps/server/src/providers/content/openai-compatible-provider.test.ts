import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../../../../../tests/fakes/llm-server';
import { BuiltinContentProvider } from './builtin-provider';
import type { ContentInput } from './content-provider';
import { createContentProvider } from './index';
import { type Draft, toDraft } from './llm-draft';
import { ContentProviderError, OpenAiCompatibleContentProvider } from './openai-compatible-provider';

const NOW = new Date('2025-03-15T05:00:00Z');
const input: ContentInput = {
  brand_name: 'Teh Nenek',
  business_type: 'kedai teh',
  web_language: 'indonesia',
  template_selected: 'minimalis-coffee-shop',
  short_description: 'Kedai teh tubruk dan teh tarik dengan resep nenek dari Solo',
};
const builtin = new BuiltinContentProvider({ now: () => NOW }).generateSync(input);

let llm: FakeLlmServer;
const onFallback = vi.fn();
const provider = (timeoutMs = 5_000) =>
  new OpenAiCompatibleContentProvider({
    baseUrl: llm.baseUrl,
    apiKey: 'sk-test-123',
    model: 'gpt-test-mini',
    timeoutMs,
    now: () => NOW,
    onFallback,
  });

/** A plausible LLM answer: the draft rewritten for a tea house. */
function teaDraft(): Draft {
  const draft = toDraft(builtin);
  draft.hero.tagline = 'Teh tubruk wangi, resep nenek dari Solo';
  draft.menu_categories[0]!.name = 'Teh Tubruk';
  draft.menu_categories[0]!.items[2] = {
    name: 'Teh Tubruk Gula Batu',
    description: 'Teh melati diseduh kental.',
    price: 12000,
  };
  draft.merchandise_items[0] = { name: 'Teh Melati 100 g', description: 'Teh racikan kami.', price: 45000 };
  draft.news_articles[0] = {
    title: 'Selamat Datang di Teh Nenek',
    category: 'Pengumuman',
    description: 'Kedai teh baru di Solo.',
    paragraphs: ['Paragraf pertama <b>tebal</b>.', 'Paragraf kedua & terakhir.', 'Paragraf ketiga.'],
  };
  return draft;
}

beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(async () => {
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  onFallback.mockClear();
});

describe('OpenAiCompatibleContentProvider', () => {
  it('sends bearer auth, the model, JSON response format and a system plus user message', async () => {
    llm.reply({ content: JSON.stringify(teaDraft()) });
    await provider().generate(input);
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-123');
    const body = request!.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: unknown;
      temperature: number;
    };
    expect(body.model).toBe('gpt-test-mini');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(typeof body.temperature).toBe('number');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[0]!.content).toContain('Bahasa Indonesia');
    expect(body.messages[1]!.content).toContain('resep nenek dari Solo');
  });

  it('merges a good answer over the built-in structure, keeping images, hours and contacts', async () => {
    llm.reply({ content: JSON.stringify(teaDraft()) });
    const content = await provider().generate(input);
    expect(content.hero_section.tagline).toBe('Teh tubruk wangi, resep nenek dari Solo');
    const category = content.menu_categories[0]!;
    expect(category).toMatchObject({
      name: 'Teh Tubruk',
      slug: 'teh-tubruk',
      image: builtin.menu_categories[0]!.image,
    });
    // Every item keeps the name and price the owner gave it: the answer's "Teh Tubruk Gula Batu" at
    // Rp 12.000 is an item nobody offered.
    const namesAndPrices = (menu: typeof builtin.menu_categories) =>
      menu.flatMap((each) => each.items.map((item) => [item.name, item.price, item.image]));
    expect(namesAndPrices(content.menu_categories)).toEqual(namesAndPrices(builtin.menu_categories));
    expect(JSON.stringify(content.menu_categories)).not.toContain('Gula Batu');
    // A tea house sells no take-home goods, so the answer's merchandise has nowhere to go.
    expect(content.merchandise_items).toEqual([]);
    expect(content.stores).toEqual(builtin.stores);
    expect(content.footer_settings).toEqual(builtin.footer_settings);
    expect(content.web_settings.privacy_policy).toBe(builtin.web_settings.privacy_policy);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it("keeps 'Tentang Kami' as the owner's own description, whatever the answer writes for it", async () => {
    llm.reply({
      content: JSON.stringify({
        ...teaDraft(),
        about_section: { title: 'Sejarah', text: 'Sejak 1920, pemenang penghargaan teh terbaik.' },
      }),
    });
    // A template that starts with About us: the spec's two start without it.
    const content = await provider().generate({ ...input, template_selected: 'layanan-jasa' });
    expect(content.about_section).toEqual({
      title: 'Tentang Kami',
      text: 'Kedai teh tubruk dan teh tarik dengan resep nenek dari Solo.',
      image: null,
    });
    expect(JSON.stringify(llm.requests[0]!.body)).not.toContain('about_section');
  });

  it('drops the invented phone number, e-mail, link and address from the answer, keeping the rest', async () => {
    const draft = teaDraft();
    draft.hero.tagline = 'Teh tubruk wangi dari Solo. Pesan lewat WhatsApp 0812-3456-7890!';
    draft.footer.tagline = 'Ikuti @tehnenek.solo di Instagram. Diseduh dengan cinta.';
    draft.sections.stores.description = 'Kunjungi kami di Jl. Slamet Riyadi No. 12. Mampir kapan saja.';
    draft.news_articles[0]!.paragraphs = [
      'Kami resmi buka.',
      'Hubungi halo@tehnenek.id atau +62 812 3456 7890 untuk pesanan.',
      'Lihat katalog di https://tehnenek.com sekarang.',
      'Paket 10 gelas Rp 1.500.000 untuk acara kantor, buka setiap hari pukul 07.00.',
      'Mampir bersama teman.',
    ];
    llm.reply({ content: JSON.stringify(draft) });
    const content = await provider().generate(input);
    expect(content.hero_section.tagline).toBe('Teh tubruk wangi dari Solo.');
    // The handle and the claim about how the tea is made are both dropped: the built-in line stays.
    expect(content.footer_settings.tagline).toBe(builtin.footer_settings.tagline);
    expect(content.sections.stores.description).toBe('Mampir kapan saja.');
    // A price and an hour the owner never wrote are promises in their name: that sentence goes too.
    expect(content.news_articles[0]!.content).toBe('<p>Kami resmi buka.</p>\n<p>Mampir bersama teman.</p>');
    const text = JSON.stringify(content);
    for (const invented of [
      '0812',
      '812 3456',
      'halo@',
      'tehnenek.com',
      '@tehnenek',
      'Slamet Riyadi',
      '1.500.000',
      '07.00',
    ]) {
      expect(text).not.toContain(invented);
    }
  });

  it('keeps contact details the owner wrote, and drops a city the owner did not name from the hero', async () => {
    const owner = {
      ...input,
      short_description: 'Teh tubruk resep nenek dari Solo, pesan di 0812-1111-2222',
    };
    const draft = toDraft(new BuiltinContentProvider({ now: () => NOW }).generateSync(owner));
    draft.hero.tagline = 'Teh nenek dari Solo. Cabang baru di Bandung dan Surabaya!';
    draft.news_articles[0]!.paragraphs = ['Kami buka.', 'Pesan di 0812-1111-2222.', 'Sampai jumpa.'];
    llm.reply({ content: JSON.stringify(draft) });
    const content = await provider().generate(owner);
    expect(content.hero_section.tagline).toBe('Teh nenek dari Solo.');
    expect(content.news_articles[0]!.content).toContain('Pesan di 0812-1111-2222.');
  });

  it('keeps the name and price of a dish the owner named, whatever the answer says', async () => {
    const draft = teaDraft();
    draft.menu_categories[0]!.items[0] = {
      name: 'Es Kopi Susu',
      description: 'Teh tarik berbusa.',
      price: 99000,
    };
    llm.reply({ content: JSON.stringify(draft) });
    const content = await provider().generate(input);
    expect(content.menu_categories[0]!.items[0]).toMatchObject({
      ...builtin.menu_categories[0]!.items[0],
      name: 'Teh Tubruk',
      description: 'Teh tarik berbusa.',
    });
  });

  it('keeps the built-in item, footer and news where the answer brings another kind of business or a claim', async () => {
    const workshop: ContentInput = {
      brand_name: 'Motor Jaya',
      business_type: 'bengkel motor',
      web_language: 'indonesia',
      template_selected: 'classic-website',
      short_description: 'Bengkel motor di Depok: servis rutin, ganti oli, tambal ban.',
    };
    const base = new BuiltinContentProvider({ now: () => NOW }).generateSync(workshop);
    const draft = toDraft(base);
    draft.menu_categories[0]!.items[2] = {
      name: 'Es Kopi Latte',
      description: 'Kopi susu dingin.',
      price: 25000,
    };
    draft.menu_categories[0]!.items[3] = {
      name: 'Servis Injeksi Lengkap',
      description: 'Dijamin awet.',
      price: 120000,
    };
    draft.footer.tagline = 'Dikerjakan mekanik bersertifikat, bergaransi 30 hari.';
    draft.news_articles[1]!.paragraphs = [
      'Kami buka.',
      'Cuci setrika kiloan kini tersedia.',
      'Sampai jumpa.',
    ];
    llm.reply({ content: JSON.stringify(draft) });
    const content = await provider().generate(workshop);
    const names = (menu: typeof base.menu_categories) =>
      menu.flatMap((category) => category.items.map((item) => [item.name, item.price]));
    expect(names(content.menu_categories)).toEqual(names(base.menu_categories));
    expect(JSON.stringify(content.menu_categories)).not.toMatch(/Es Kopi Latte|Servis Injeksi Lengkap/);
    expect(content.footer_settings.tagline).toBe(base.footer_settings.tagline);
    expect(content.news_articles[1]!.content).toBe('<p>Kami buka.</p>\n<p>Sampai jumpa.</p>');
    expect(content.web_settings.navigation_menu_text).toBe('Layanan');
  });

  it('puts the no-contact and owner-words rules in the prompt', async () => {
    llm.reply({ content: JSON.stringify(teaDraft()) });
    await provider().generate(input);
    const system = (llm.requests[0]!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(system).toContain('Never write phone or WhatsApp numbers, e-mail addresses');
    expect(system).toContain('Never mention a city, region or branch the owner did not name.');
    expect(system).toContain('Keep every menu item, product and price exactly as the draft gives them');
    expect(system).toContain('Never write a price, an opening hour or a day the business is open');
  });

  it('turns LLM paragraphs into escaped plain paragraphs', async () => {
    llm.reply({ content: JSON.stringify(teaDraft()) });
    const content = await provider().generate(input);
    expect(content.news_articles[0]!.content).toBe(
      '<p>Paragraf pertama tebal.</p>\n<p>Paragraf kedua &amp; terakhir.</p>\n<p>Paragraf ketiga.</p>',
    );
  });

  it("never takes an item's name or price from the answer, whatever it holds", async () => {
    const draft = teaDraft() as unknown as {
      menu_categories: { items: { name: unknown; price: unknown }[] }[];
    };
    const items = draft.menu_categories[0]!.items;
    items[0]!.price = 15000;
    items[0]!.name = 'Teh Spesial';
    if (items[1]) items[1].price = 'Rp 25.000';
    llm.reply({ content: JSON.stringify(draft) });
    const content = await provider().generate(input);
    const namesAndPrices = (menu: typeof builtin.menu_categories) =>
      menu.flatMap((category) => category.items.map((item) => [item.name, item.price]));
    expect(namesAndPrices(content.menu_categories)).toEqual(namesAndPrices(builtin.menu_categories));
  });

  it('keeps built-in text for missing or malformed fields and ignores extra items', async () => {
    llm.reply({
      content: JSON.stringify({
        website_title: 42,
        hero: { tagline: '' },
        menu_categories: [{ name: 'Teh Pilihan', items: 'banyak' }, null],
        merchandise_items: Array.from({ length: 9 }, (_, i) => ({ name: `Barang ${i}` })),
      }),
    });
    const content = await provider().generate(input);
    expect(content.web_settings.website_title).toBe(builtin.web_settings.website_title);
    expect(content.hero_section.tagline).toBe(builtin.hero_section.tagline);
    expect(content.menu_categories[0]!.name).toBe('Teh Pilihan');
    expect(content.menu_categories[0]!.items).toEqual(builtin.menu_categories[0]!.items);
    expect(content.menu_categories[1]).toEqual(builtin.menu_categories[1]);
    expect(content.merchandise_items).toEqual([]);
  });

  it('falls back to the built-in content when the answer is not JSON, and says why', async () => {
    llm.reply({ content: 'Tentu! Berikut konten website Anda: {"website_title": ' });
    const content = await provider().generate(input);
    expect(content).toEqual(builtin);
    expect(onFallback).toHaveBeenCalledWith('LLM answer is not a JSON object');
  });

  it('accepts a JSON answer wrapped in a Markdown code fence', async () => {
    llm.reply({ content: `\`\`\`json\n${JSON.stringify(teaDraft())}\n\`\`\`` });
    const content = await provider().generate(input);
    expect(content.menu_categories[0]!.name).toBe('Teh Tubruk');
  });

  it('throws a clear error when the endpoint answers HTTP 500', async () => {
    llm.reply({ status: 500 });
    const error = await provider()
      .generate(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentProviderError);
    expect((error as Error).message).toMatch(/^LLM request failed: HTTP 500: .*server had an error/);
    expect((error as Error).message).not.toContain('sk-test-123');
  });

  it('throws when the answer is not a chat completion', async () => {
    llm.reply({ body: { hello: 'world' } });
    await expect(provider().generate(input)).rejects.toThrow('LLM response is not a chat completion');
  });

  it('gives up after the configured timeout', async () => {
    llm.reply({ delayMs: 2_000, content: '{}' });
    await expect(provider(150).generate(input)).rejects.toThrow('LLM request timed out after 150 ms');
  });

  it('throws a clear error when nothing listens at the base URL', async () => {
    const unreachable = new OpenAiCompatibleContentProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 2_000,
    });
    await expect(unreachable.generate(input)).rejects.toThrow(
      /^LLM request to http:\/\/127\.0\.0\.1:9\/v1\/chat\/completions failed/,
    );
  });

  it('is what createContentProvider returns for the openai-compatible kind', async () => {
    const created = createContentProvider(
      { kind: 'openai-compatible', baseUrl: `${llm.baseUrl}/`, apiKey: 'sk-x', model: 'm', timeoutMs: 5_000 },
      { now: () => NOW },
    );
    expect(created.name).toBe('openai-compatible');
    llm.reply({ content: JSON.stringify(teaDraft()) });
    const content = await created.generate(input);
    expect(content.menu_categories[0]!.name).toBe('Teh Tubruk');
    expect(llm.requests[0]!.path).toBe('/v1/chat/completions');
  });
});
