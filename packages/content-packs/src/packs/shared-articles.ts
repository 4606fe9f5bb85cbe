import type { PackArticle } from './pack-types';

// Articles every pack gets, written around the owner's own data. Placeholders: {brand},
// {offering}, {about} (the owner's short description), {store}, {city}. No contact details: the
// owner gives those.
// The thumbnail is a key suffix; the builder prefixes the pack kind.
// The welcome article of a business customers come to: its stores are on the site.
const launch = {
  title: ['Selamat Datang di {brand}', 'Welcome to {brand}'],
  category: ['Pengumuman', 'Announcements'],
  description: [
    '{brand} kini punya rumah baru di internet. Kenali kami lebih dekat lewat website ini.',
    '{brand} now has a home on the web. Get to know us through our new website.',
  ],
  paragraphs: [
    [
      'Halo! Dengan senang hati kami memperkenalkan website resmi {brand}. Di sini kamu bisa melihat {offering} kami, kabar terbaru, dan lokasi toko terdekat.',
      'Singkatnya, inilah kami: {about}',
      'Semua yang kamu lihat di sini kami siapkan dengan serius, sama seriusnya dengan cara kami melayani setiap pelanggan yang datang.',
      'Terima kasih sudah mampir. Simpan halaman ini, dan sampai jumpa di {store}!',
    ],
    [
      'Hello! We are happy to introduce the official {brand} website. Here you can browse our {offering}, catch up on news and find the store nearest you.',
      'In a nutshell, this is us: {about}',
      'We put the same care into everything on these pages as we do into serving every customer who walks through our door.',
      'Thanks for stopping by. Bookmark this page, and see you at {store}!',
    ],
  ],
  thumbnail: 'news-launch',
} satisfies PackArticle;

// The same welcome for a business with no place to come to (a tutor who visits, a rental that delivers,
// a shop that sells online): nothing invites customers to a store.
const launchAway = {
  ...launch,
  paragraphs: [
    [
      'Halo! Dengan senang hati kami memperkenalkan website resmi {brand}. Di sini kamu bisa melihat {offering} kami, kabar terbaru, dan cara menghubungi kami.',
      'Singkatnya, inilah kami: {about}',
      'Semua yang kamu lihat di sini kami siapkan dengan serius, sama seriusnya dengan cara kami melayani setiap pelanggan.',
      'Terima kasih sudah mampir. Simpan halaman ini, dan sampai jumpa!',
    ],
    [
      'Hello! We are happy to introduce the official {brand} website. Here you can browse our {offering}, catch up on news and find how to reach us.',
      'In a nutshell, this is us: {about}',
      'We put the same care into everything on these pages as we do into serving every customer.',
      'Thanks for stopping by. Bookmark this page, and see you soon!',
    ],
  ],
} satisfies PackArticle;

export const SHARED_ARTICLES = {
  launch,
  launchAway,
  newStore: {
    title: ['{brand} Kini Hadir di {city}', '{brand} Is Now Open in {city}'],
    category: ['Toko Baru', 'New Store'],
    description: [
      'Cabang baru kami di {city} sudah buka. Mampir dan rasakan suasananya.',
      'Our new branch in {city} is open. Come by and say hello.',
    ],
    paragraphs: [
      [
        'Kabar gembira untuk kamu yang tinggal di {city}: {store} sudah resmi buka.',
        'Seperti cabang lainnya, {store} menghadirkan {offering} pilihan dengan pelayanan yang ramah. Tempatnya nyaman untuk datang sendiri maupun bersama keluarga.',
        'Selama minggu pertama, ada hadiah kecil untuk 50 pelanggan pertama setiap hari. Sampai jumpa di sana!',
      ],
      [
        'Good news for everyone in {city}: {store} is now open.',
        'Like our other branches, {store} offers our best {offering} with friendly service, and it is a comfortable spot whether you come alone or with family.',
        'During the first week, the first 50 customers each day get a small gift. See you there!',
      ],
    ],
    thumbnail: 'news-store',
  },
  team: {
    title: ['Kami Sedang Mencari Rekan Baru', 'We Are Hiring'],
    category: ['Karier', 'Careers'],
    description: [
      '{brand} terus bertumbuh. Yuk, bergabung bersama tim kami.',
      '{brand} is growing. Come and join our team.',
    ],
    paragraphs: [
      [
        '{brand} terus bertumbuh, dan kami mencari rekan baru yang ramah, teliti, dan senang belajar untuk bergabung di {store}.',
        'Pengalaman bukan syarat utama; kami akan melatihmu dari awal. Yang terpenting adalah semangat melayani pelanggan dan bekerja sama dalam tim.',
        'Titipkan CV dan perkenalan singkat langsung di toko kami. Kami tunggu!',
      ],
      [
        '{brand} keeps growing, and we are looking for friendly, careful people who love to learn to join us at {store}.',
        'Experience is not essential; we will train you from day one. What matters most is a love of serving customers and working as a team.',
        'Drop your CV and a short introduction off at the store. We would love to hear from you!',
      ],
    ],
    thumbnail: 'news-team',
  },
} satisfies Record<string, PackArticle>;
