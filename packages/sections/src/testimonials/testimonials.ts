import { defineSection } from '@webku/contract';

// "Kata Pelanggan": what customers said, copied by the owner from where they said it. Never generated (an
// invented review deceives customers) and never marked up as reviews: search engines refuse a business's
// reviews of itself.
export const testimonials = defineSection({
  rows: 'many',
  key: 'testimonials',
  table: 'testimonials',
  title: { id: 'Kata Pelanggan', en: 'What Customers Say' },
  noun: 'ulasan',
  purpose:
    'Salin ulasan asli dari pelanggan Anda, misalnya dari Google Maps, Instagram atau chat WhatsApp, dengan nama mereka.',
  icon: 'quote',
  fields: {
    author_name: { kind: 'text', label: 'Nama pelanggan', required: true, max: 80 },
    quote: { kind: 'longText', label: 'Ulasan', required: true, max: 600 },
    rating: {
      kind: 'number',
      label: 'Bintang',
      min: 1,
      max: 5,
      help: 'Kosongkan bila pelanggan tidak memberi bintang.',
    },
    source: {
      kind: 'choice',
      label: 'Sumber ulasan',
      options: [
        { value: 'google', label: 'Google' },
        { value: 'instagram', label: 'Instagram' },
        { value: 'whatsapp', label: 'WhatsApp' },
        { value: 'facebook', label: 'Facebook' },
        { value: 'tiktok', label: 'TikTok' },
        { value: 'langsung', label: 'Langsung di tempat' },
      ],
    },
  },
  nameField: 'author_name',
  anchor: 'kata-pelanggan',
  before: 'news',
  layouts: ['cards'],
  maxRows: 30,
  suggestedFor: {
    families: ['beauty', 'lodging', 'tourism', 'food'],
    kinds: ['salon', 'barbershop', 'spa-pijat', 'fotografi', 'event-organizer'],
  },
});
