import { defineSection } from '@webku/contract';

// "Tanya Jawab": the questions customers ask before they come (parking, booking, warranty), answered once
// by the owner. Published with FAQPage structured data.
export const faq = defineSection({
  rows: 'many',
  key: 'faq',
  table: 'faq_items',
  title: { id: 'Tanya Jawab', en: 'Questions & Answers' },
  noun: 'pertanyaan',
  purpose:
    'Jawab pertanyaan yang paling sering ditanyakan pelanggan, misalnya soal parkir, pemesanan atau garansi.',
  icon: 'circle-help',
  fields: {
    question: { kind: 'text', label: 'Pertanyaan', required: true, max: 200 },
    answer: { kind: 'longText', label: 'Jawaban', required: true, max: 2000 },
  },
  nameField: 'question',
  anchor: 'tanya-jawab',
  before: 'stores',
  layouts: ['list'],
  maxRows: 30,
  suggestedFor: {
    families: ['services', 'education', 'lodging', 'tourism'],
    kinds: ['bengkel-motor', 'bengkel-mobil', 'servis-ac', 'servis-hp', 'percetakan'],
  },
});
