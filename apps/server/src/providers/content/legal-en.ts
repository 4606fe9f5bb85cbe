import { h2, p, ul } from './html';
import type { LegalContext } from './legal';
import { KIND_CLAUSES, VISITOR_STATISTICS } from './legal-clauses';

export function termsEnglish(ctx: LegalContext): string {
  const v = { brand: ctx.brand, offering: ctx.offering[1], updated: ctx.updated, place: place(ctx) };
  const clause = KIND_CLAUSES[ctx.kind];
  return [
    p(
      'These Terms and Conditions govern your use of this website and your purchase of {offering} from {brand}. By using this site or buying from us, you confirm that you have read, understood and accepted them.',
      v,
    ),
    p('Last updated: {updated}.', v),
    h2('1. About Us'),
    p(
      '{brand} is a business operating in {place}. This site provides information about our products, prices, news and store locations.',
      v,
    ),
    h2('2. Products and Prices'),
    ul([
      'All prices are in Indonesian Rupiah (Rp) and may change without prior notice.',
      'Product photos are illustrations; actual products may look slightly different.',
      'Availability of products and services may vary between branches.',
    ]),
    h2('3. Orders and Payment'),
    p('We accept the following payment methods:'),
    ul(['Cash in store', 'Bank transfer', 'QRIS and the e-wallets available at our counters']),
    p('An order is confirmed once we have received payment and sent you a confirmation.'),
    h2(`4. ${clause.title[1]}`),
    ul(clause.items[1]),
    h2('5. Use of This Site'),
    p('When using this site, you agree not to:'),
    ul(
      [
        'Use it for any purpose that breaks the laws of the Republic of Indonesia.',
        'Disrupt, damage or try to access our systems without permission.',
        'Copy site content for commercial use without written consent from {brand}.',
      ],
      v,
    ),
    h2('6. Intellectual Property'),
    p(
      'The names, logos, photos and text on this site belong to {brand} or its licensors and are protected by Indonesian Law No. 28 of 2014 on Copyright.',
      v,
    ),
    h2('7. Limitation of Liability'),
    p(
      'We work to keep the information on this site accurate but cannot guarantee it is free of errors. To the extent permitted by law, {brand} is not liable for indirect losses arising from the use of this site.',
      v,
    ),
    h2('8. Governing Law'),
    p(
      'These terms are governed by the laws of the Republic of Indonesia. Disputes will first be settled amicably and, failing that, by the district court where our business is domiciled.',
    ),
    h2('9. Contact Us'),
    p('Questions about these terms can be sent through the contact details on this site or at our store.'),
  ].join('\n');
}

export function privacyEnglish(ctx: LegalContext): string {
  const v = { brand: ctx.brand, updated: ctx.updated };
  return [
    p(
      '{brand} respects your privacy. This Privacy Policy explains what personal data we collect, how we use it and your rights under Indonesian Law No. 27 of 2022 on Personal Data Protection (UU PDP).',
      v,
    ),
    p('Last updated: {updated}.', v),
    h2('1. Data We Collect'),
    ul([
      'Identity and contact data: your name, phone or WhatsApp number and email address.',
      'Transaction data: what you bought, when, the amount and the payment method.',
      'Technical data: IP address, device and browser type, and the pages you visit.',
      'The content of messages you send us by email, phone or social media.',
    ]),
    h2('2. Why We Process It'),
    ul([
      'To handle your orders, bookings and payments.',
      'To answer questions and complaints.',
      'To send you offers, only if you have agreed to receive them.',
      'To improve our services and keep this site secure.',
    ]),
    h2('3. Legal Basis'),
    p(
      'We process personal data on the basis of your consent, the performance of a contract (such as an order), legal obligations and legitimate interests, as set out in Article 20 of the UU PDP.',
    ),
    h2('4. Retention and Security'),
    p(
      'We keep data only as long as needed for these purposes or as required by tax and accounting rules. We apply reasonable technical and organisational measures, such as access restrictions and encryption, to protect it.',
    ),
    h2('5. Sharing with Third Parties'),
    p('{brand} never sells your personal data. We share it only with parties that help us serve you:', v),
    ul([
      'Payment providers and banks.',
      'Couriers delivering your orders.',
      'Hosting and email providers bound by confidentiality obligations.',
    ]),
    h2('6. Your Rights as a Data Subject'),
    p('Under the UU PDP you have the right to:'),
    ul([
      'Be informed about and obtain a copy of your personal data.',
      'Update or correct inaccurate data.',
      'Ask us to delete your data or stop processing it.',
      'Withdraw any consent you have given.',
      'Object to processing for marketing purposes.',
    ]),
    p('We will act on your request within 3 x 24 hours of receiving and verifying it.'),
    h2(VISITOR_STATISTICS.english.heading),
    p(
      'This site uses the cookies needed for pages to work properly. You can manage or delete cookies in your browser settings.',
    ),
    p(VISITOR_STATISTICS.english.paragraph),
    h2('8. Changes to This Policy'),
    p('We may update this policy from time to time. Significant changes will be announced on this page.'),
    h2('9. Data Protection Contact'),
    p(
      'For questions or requests about your personal data, contact us through the contact details on this site or at our store.',
    ),
  ].join('\n');
}

function place(ctx: LegalContext): string {
  return ctx.city ? `${ctx.city}, Indonesia` : 'Indonesia';
}
