import { type RowSectionModel, SectionHeader } from '@webku/site/view-kit';
import type { RowSectionView, RowSectionViewProps } from '../row-section-view';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// Each question opens its answer in place: <details> works without JavaScript and with a keyboard.
function FaqSection({ model }: RowSectionViewProps) {
  return (
    <section id={model.anchor} className="section faq" aria-labelledby={`${model.anchor}-heading`}>
      <div className="container faq-inner">
        <SectionHeader id={model.anchor} title={model.title} description={model.description} />
        <div className="faq-list">
          {model.rows.map((row) => (
            <details key={row.id} className="faq-item">
              <summary className="faq-question">{text(row.question)}</summary>
              <p className="faq-answer">{text(row.answer)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

// Search engines read the questions from the page's FAQPage data.
function faqJsonLd(model: RowSectionModel) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: model.rows.map((row) => ({
      '@type': 'Question',
      name: text(row.question),
      acceptedAnswer: { '@type': 'Answer', text: text(row.answer) },
    })),
  };
}

export const faqView: RowSectionView = {
  Component: FaqSection,
  stylesheet: new URL('./faq.css', import.meta.url),
  jsonLd: faqJsonLd,
};
