import type { Bi } from '@webku/content-packs';
import { VISITOR_STATISTICS } from './legal-clauses';

// The generated terms and privacy policy, [Indonesian, English]. They speak in the owner's name, but the
// owner gave only a name and a short description, so every sentence must hold for any Webku site
// whatever the business: no payment method, refund rule, deadline, delivery, contact, security measure
// or trade rule is promised here. The owner can rewrite both pages in the admin.
// Placeholders: {brand}, {place} (the owner's city, else Indonesia), {updated}.

export type LegalBlock = { p: Bi } | { ul: readonly Bi[] };
export type LegalSection = { title: Bi; blocks: readonly LegalBlock[] };
export type LegalText = { intro: Bi; sections: readonly LegalSection[] };

export const UPDATED: Bi = ['Terakhir diperbarui: {updated}.', 'Last updated: {updated}.'];

const WEBKU_HOSTING: Bi = [
  'Situs ini dibuat dengan Webku dan di-hosting oleh Webku.',
  'This site is built with and hosted by Webku.',
];

export const TERMS: LegalText = {
  intro: [
    'Syarat dan Ketentuan ini berlaku untuk penggunaan situs web {brand}. Dengan menggunakan situs ini, Anda dianggap telah membaca dan menyetujui ketentuan berikut.',
    'These Terms and Conditions apply to your use of {brandPossessive} website. By using this site, you confirm that you have read and accepted them.',
  ],
  sections: [
    {
      title: ['Tentang Situs Ini', 'About This Site'],
      blocks: [
        {
          p: [
            `{brand} adalah usaha yang beroperasi di {place}. Situs ini berisi informasi tentang {brand}, produk atau layanannya, dan cara menghubunginya. ${WEBKU_HOSTING[0]}`,
            `{brand} is a business operating in {place}. This site gives information about {brand}, its products or services, and how to get in touch. ${WEBKU_HOSTING[1]}`,
          ],
        },
      ],
    },
    {
      title: ['Harga dan Ketersediaan', 'Prices and Availability'],
      blocks: [
        {
          ul: [
            [
              'Harga, foto, dan ketersediaan yang ditampilkan di situs ini dapat berubah sewaktu-waktu.',
              'Prices, photos and availability shown on this site may change at any time.',
            ],
            [
              'Foto di situs ini dapat berupa ilustrasi dan tidak selalu sama persis dengan produk atau layanan yang sebenarnya.',
              'Photos on this site may be illustrations and may not look exactly like the actual product or service.',
            ],
            [
              'Bila informasi di situs ini berbeda dengan yang disampaikan langsung oleh {brand}, yang berlaku adalah yang disampaikan langsung oleh {brand}.',
              'If the information on this site differs from what {brand} tells you directly, what {brand} tells you directly applies.',
            ],
          ],
        },
      ],
    },
    {
      title: ['Pemesanan', 'Orders'],
      blocks: [
        {
          p: [
            'Bila situs ini menyediakan tombol pesan atau WhatsApp, tombol itu membuka WhatsApp dengan pesan yang sudah disiapkan, dan Anda sendiri yang memutuskan untuk mengirimnya. Pesan tersebut adalah permintaan, belum pesanan yang disepakati. Pesanan baru disepakati setelah {brand} mengonfirmasinya kepada Anda; harga, ketersediaan, dan hal lain tentang pesanan disepakati langsung dengan {brand}.',
            'If this site has an order or WhatsApp button, it opens WhatsApp with a prepared message, and you decide whether to send it. That message is a request, not an agreed order. An order is only agreed once {brand} confirms it to you; prices, availability and any other details of the order are agreed directly with {brand}.',
          ],
        },
      ],
    },
    {
      title: ['Hukum yang Berlaku', 'Governing Law'],
      blocks: [
        {
          p: [
            'Ketentuan ini tunduk pada hukum Republik Indonesia.',
            'These terms are governed by the laws of the Republic of Indonesia.',
          ],
        },
      ],
    },
    {
      title: ['Hubungi Kami', 'Contact'],
      blocks: [
        {
          p: [
            'Pertanyaan tentang Syarat dan Ketentuan ini dapat disampaikan kepada {brand} melalui kontak yang tercantum di situs ini.',
            'Questions about these Terms and Conditions can be sent to {brand} through the contacts on this website.',
          ],
        },
      ],
    },
    {
      title: ['Perubahan Ketentuan', 'Changes to These Terms'],
      blocks: [
        {
          p: [
            '{brand} dapat mengubah Syarat dan Ketentuan ini sewaktu-waktu. Yang berlaku adalah versi yang tampil di halaman ini.',
            '{brand} may change these Terms and Conditions at any time. The version shown on this page is the one that applies.',
          ],
        },
      ],
    },
  ],
};

export const PRIVACY: LegalText = {
  intro: [
    'Kebijakan Privasi ini menjelaskan data apa yang diproses saat Anda menggunakan situs web {brand} dan hak-hak Anda sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).',
    'This Privacy Policy explains what data is processed when you use {brandPossessive} website and your rights under Indonesian Law No. 27 of 2022 on Personal Data Protection (UU PDP).',
  ],
  sections: [
    {
      title: ['Data yang Dikumpulkan Situs Ini', 'Data This Site Collects'],
      blocks: [
        {
          p: [
            'Situs ini tidak meminta Anda membuat akun atau mengisi formulir. Selain statistik kunjungan tanpa cookie yang dijelaskan di bawah, situs ini tidak mengumpulkan data apa pun tentang Anda. Data pribadi hanya sampai kepada {brand} bila Anda sendiri memilih untuk mengirimkannya, misalnya melalui pesan WhatsApp.',
            'This site does not ask you to create an account or fill in a form. Apart from the cookie-less visit statistics described below, it collects no data about you. Personal data only reaches {brand} if you choose to send it yourself, for example in a WhatsApp message.',
          ],
        },
      ],
    },
    {
      title: ['Pesan WhatsApp', 'WhatsApp Messages'],
      blocks: [
        {
          p: [
            'Bila Anda menekan tombol pesan atau WhatsApp di situs ini, WhatsApp terbuka dengan pesan yang sudah disiapkan. Pesan itu baru terkirim bila Anda sendiri mengirimkannya, dan isinya Anda tentukan sendiri. {brand} menerima pesan tersebut beserta nama dan nomor WhatsApp Anda untuk menanggapi pesan Anda. Pesan yang dikirim melalui WhatsApp juga tunduk pada kebijakan privasi WhatsApp.',
            'When you tap an order or WhatsApp button on this site, WhatsApp opens with a prepared message. It is only sent if you send it yourself, and you decide what it says. {brand} receives the message together with your WhatsApp name and number in order to reply to you. Messages sent through WhatsApp are also subject to WhatsApp’s privacy policy.',
          ],
        },
        {
          p: [
            'Bila Anda menyusun daftar pesanan di situs ini sebelum mengirimkannya, daftar itu hanya disimpan di peramban Anda sampai tab ditutup dan tidak dikirim ke server.',
            'If you put together an order list on this site before sending it, the list is kept only in your browser until you close the tab and is never sent to the server.',
          ],
        },
      ],
    },
    {
      title: [VISITOR_STATISTICS.indonesia.title, VISITOR_STATISTICS.english.title],
      blocks: [{ p: [VISITOR_STATISTICS.indonesia.paragraph, VISITOR_STATISTICS.english.paragraph] }],
    },
    { title: ['Hosting', 'Hosting'], blocks: [{ p: WEBKU_HOSTING }] },
    {
      title: ['Hak Anda', 'Your Rights'],
      blocks: [
        {
          p: [
            'Sesuai UU PDP, Anda berhak antara lain untuk mendapatkan informasi tentang data pribadi Anda, mengakses dan memperbaikinya, meminta penghapusannya, serta menarik kembali persetujuan yang telah Anda berikan.',
            'Under the UU PDP you have the right, among others, to be informed about your personal data, to access and correct it, to ask for it to be deleted, and to withdraw any consent you have given.',
          ],
        },
      ],
    },
    {
      title: ['Hubungi Kami', 'Contact'],
      blocks: [
        {
          p: [
            'Untuk pertanyaan atau permintaan terkait data pribadi Anda, hubungi {brand} melalui kontak yang tercantum di situs ini.',
            'For questions or requests about your personal data, contact {brand} through the contacts on this website.',
          ],
        },
      ],
    },
    {
      title: ['Hukum yang Berlaku dan Perubahan Kebijakan', 'Governing Law and Changes to This Policy'],
      blocks: [
        {
          p: [
            'Kebijakan ini tunduk pada hukum Republik Indonesia. {brand} dapat mengubah Kebijakan Privasi ini sewaktu-waktu. Yang berlaku adalah versi yang tampil di halaman ini.',
            'This policy is governed by the laws of the Republic of Indonesia. {brand} may change this Privacy Policy at any time. The version shown on this page is the one that applies.',
          ],
        },
      ],
    },
  ],
};
