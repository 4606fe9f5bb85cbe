// The privacy policy's words on the built-in visitor statistics (UU 27/2022 asks that visitors are told).
// The visitor-statistics migration (0005) added the same paragraph to policies generated before it.
// These are the only sentences of the generated legal pages that may mention cookies: the public site sets none.
export const VISITOR_STATISTICS = {
  indonesia: {
    title: 'Cookie dan Statistik Pengunjung',
    paragraph:
      'Kunjungan ke situs ini dihitung tanpa cookie. Alamat IP dan jenis peramban Anda diubah menjadi kode acak (hash) yang hanya berlaku satu hari lalu dihapus; alamat IP itu sendiri tidak pernah disimpan. Yang disimpan hanya jumlah harian, seperti jumlah kunjungan, situs asal pengunjung, dan jenis perangkat (ponsel, tablet, atau komputer), sehingga tidak dapat dipakai untuk mengenali Anda.',
  },
  english: {
    title: 'Cookies and Visitor Statistics',
    paragraph:
      'Visits to this site are counted without cookies. Your IP address and browser type are turned into a random code (a hash) that is valid for one day and then deleted; the IP address itself is never stored. Only daily totals are kept, such as the number of visits, the referring website and the device type (phone, tablet or computer), so they cannot identify you.',
  },
} as const;
