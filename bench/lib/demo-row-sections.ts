// The benches measure the page with the sections an owner adds by hand filled too: questions and answers,
// customers' words and a gallery (built-in pictures stand for the owner's photos).
const QUESTIONS = [
  ['Apakah bisa pesan untuk acara kantor?', 'Bisa, pesan paling lambat dua hari sebelumnya lewat WhatsApp.'],
  ['Apakah ada tempat parkir?', 'Ada parkir motor di depan dan parkir mobil di samping kedai.'],
  ['Bisa bayar pakai QRIS?', 'Bisa, juga tunai dan transfer bank.'],
  ['Apakah ada Wi-Fi?', 'Ada, kata sandinya tertulis di meja kasir.'],
  ['Jam berapa paling ramai?', 'Biasanya pukul 16.00 sampai 19.00 di akhir pekan.'],
] as const;
const REVIEWS = [
  {
    author_name: 'Rina',
    quote: 'Kopi susunya pas, tempatnya nyaman untuk kerja.',
    rating: 5,
    source: 'google',
  },
  { author_name: 'Budi', quote: 'Pelayanan ramah dan cepat.', rating: 4, source: 'instagram' },
  { author_name: 'Sari', quote: 'Pisang gorengnya juara, selalu mampir kalau lewat.' },
  { author_name: 'Andi', quote: 'Langganan sejak buka. Mantap!', rating: 5, source: 'whatsapp' },
];
const PHOTOS = ['hero', 'store-1', 'category-1', 'category-2', 'category-3', 'news-launch'];

export async function fillDemoRowSections(base: string, token: string): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/api/admin/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  };
  for (const [question, answer] of QUESTIONS) await post('faq', { question, answer });
  for (const review of REVIEWS) await post('testimonials', review);
  for (const [index, name] of PHOTOS.entries())
    await post('gallery', {
      image: `/media/builtin/coffee/${name}.svg`,
      caption: `Suasana kedai ${index + 1}`,
    });
}
