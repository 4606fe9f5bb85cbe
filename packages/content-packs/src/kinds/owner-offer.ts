import { CITIES } from '../packs/catalogue/cities';
import { CATALOGUE } from '../packs/catalogue/index';
import { normalizeText } from '../packs/catalogue/normalize';
import { CLOCK_TIME, splitClauses, takeFacts } from '../reading/clauses';
import { LETTER, LEVEL_WORDS, shareHeads, spreadKnown, spreadSubjects } from '../reading/heads';
import { tidyName, trimName } from '../reading/names';
import { isKindKeyword } from './classify';
import type { Kind } from './kind-types';
import { kindItemFor as kindItemOf } from './offerings';
import { type PriceUnit, writtenPrices } from './owner-prices';

// What the owner's description says, sorted: what they offer (with the price they wrote, if any), what
// comes with it, where they serve, on what terms and for whom. Only offerings become items on the site.
export type OwnerOffering = {
  name: string;
  price: number | null;
  unit: PriceUnit | null;
  // The owner wrote a starting price ("mulai 45rb", "2jtan", "15-20rb").
  from?: boolean;
  // Facilities and extras the owner wrote with it ("sudah ada kasur, lemari"), in their words.
  details: string[];
};
export { tidyName };
export type OwnerOffer = {
  offerings: OwnerOffering[];
  // Facilities, guarantees, durations and experience: for the About text and item descriptions.
  features: string[];
  // Minimum orders, payment, delivery and booking terms: for the ordering note.
  conditions: string[];
  // Places the owner serves or stands in ("Depok dan sekitarnya", "dekat kampus").
  areas: string[];
  audiences: string[];
  // The business comes to the customer ("guru datang ke rumah", "home service", "panggilan").
  visits: boolean;
  // Phrases the reader could not place anywhere, with a price written in them: shown to the owner to add
  // or dismiss, never silently dropped.
  unplaced: { text: string; price: number | null }[];
};

const MAX_OFFERINGS = 12;
const MAX_PARTS = 60;
const MAX_LEFT = 10;
const MAX_WORDS = 5;

const words = (list: string) => new Set(list.split(' '));

// Verbs by which an owner lists what they sell ("jual sepeda anak, sepeda lipat & MTB").
const SELLING = words(
  'jual jualan menjual dijual sedia menyediakan nyediain sediain tersedia melayani layani terima menerima nerima trima sell sells selling offer offers offering provide provides serve serves we',
);
// Names that start with a word that otherwise opens a part ("open water course", "open trip Pulau Padar").
const OPEN_NAMES = new Set(['open water', 'open trip', 'open house', 'open mic', 'open bar', 'ready mix']);
// Words that open a part without naming what is offered: pronouns, verbs of selling ("nerima pesenan"),
// fillers ("juga", "ready") and list openers ("berbagai", "aneka").
const LEADING = words(
  'kami kita saya aku gue gw we our i add menyediakan nyediain sedia sediain tersedia melayani layani jual jualan menjual dijual sell sells selling offer offers offering provide provides providing serve serves serving menerima nerima terima trima open ready redy ada juga jg also spesialis specialist aneka berbagai macam various dan and serta atau or plus n ama including termasuk seperti like yaitu yakni pesanan pesenan pesen pesan order orderan po preorder bikin membuat produksi memproduksi cuma hanya only mulai from starting start harga tarif price sekarang now new baru',
);
// After these the rest of a part names a place, a purpose or how it is sold ("di Bekasi", "untuk acara").
const PLACE_CUT = words('di in at near dekat dkt deket sekitar kawasan area wilayah daerah around');
// "haircut with beard trim 120k": a priced part keeps what it comes with in its name.
const WITH = words('with dengan dgn');
const PURPOSE_CUT = words('untuk utk buat bwt for bagi khusus cocok');
const OTHER_CUT = words('dari from dengan with asli khas pesanan sesuai');
// A part that is only these words is not an offering: it qualifies a price or describes the business.
const QUALIFIERS = words(
  'ready stok stock stoknya terbatas limited custom request req sewa harga tarif biaya ongkos mulai cuma hanya start from starting price rate only per bulanan harian mingguan tahunan perbulan perhari permalam perminggu sebulan sehari semalam seminggu monthly daily weekly nightly yearly paket cash nett net aja saja doang',
);
const TRAILING = words(
  'semua semuanya each all masing2 ready redy langsung tanya starts aja saja kak kakak ya yaa dong deh mulai start starting from cuma hanya only harga price murah cheap enak lezat delicious terpercaya trusted ramah friendly nyaman berkualitas terbaik terjangkau affordable mantap',
);
// What joins one word of praise to the next ("higienis dan wangi").
const PRAISE_JOINERS = words('dan and & serta n');
// Praise an owner writes of their staff, place or goods.
const CLAIMS = words(
  'ramah friendly bersih nyaman rapi sabar jujur amanah profesional professional berpengalaman experienced terpercaya trusted higienis wangi sehat syariat halal terjamin teliti cukup umur',
);
const STAFF_AND_PLACE = words(
  'unit armada kendaraan kapster terapis therapist therapists tukang koki chef dokter drh staf staff pelayanan service tempat place lokasi ruangan ruang room pegawai karyawan guru tutor pengajar instruktur instructor teknisi mekanik driver sopir supir barber kru crew tim team',
);
const PASSIVE =
  /^di(?:proses|buat|kirim|masak|olah|jamin|kerjakan|potong|cuci|antar|sembelih|hitung|rakit|cek|tangani|layani|garansi|pilih|siapkan|siapin|sediakan|sangrai|panggang|goreng|giling|racik|petik|panen|produksi|jahit|rajut)\b/;
const STAFF_NOUNS = words(
  'guide guides pemandu instructor instructors instruktur teacher teachers guru tutor tutors driver drivers sopir supir mekanik teknisi terapis therapist therapists chef koki kapster stylist fotografer photographer',
);
const BRANCHES = words('cabang branch outlet gerai');
const TEACHING_TYPE = /^(?:les|kursus|bimbel|bimbingan belajar|privat|guru|kelas|course|tutor)\b/;
const TIME_SPAN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:jam|pukul|pk)\s+${CLOCK_TIME}\s*(?:-|–|sd|s\/d|smp|sampai|sampe)\s*${CLOCK_TIME}(?![\p{L}\d])`,
  'giu',
);
// "every Sat & Sun 9am, 75k", "Tue & Thu 5pm 150k": when a class meets (two days, or a day and its time)
// right before its price is no word of its name.
const WEEKDAY =
  '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|senin|selasa|rabu|kamis|jumat|sabtu|minggu|ahad)';
const CLOCK = String.raw`(?:(?:at|jam|pukul)\s+)?\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm|pagi|siang|sore|malam)`;
const SCHEDULE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:every|tiap|setiap)\s+)?${WEEKDAY}(?:(?:\s*(?:&|,|\/|-|and|dan)\s*${WEEKDAY})+(?:\s+${CLOCK})?|\s+${CLOCK})(?=\s*,?\s*\uE000)`,
  'giu',
);
// Words of when an order is placed or arrives ("pesen malem, pagi sampe").
const TIMES_OF_DAY = words(
  'pagi siang sore malam malem mlm subuh morning afternoon evening night sampe sampai nyampe datang dateng jadi diantar dikirim',
);
const FACILITY_HEAD =
  /^(?:alat|alat lengkap|alat2|peralatan|perlengkapan|fasilitas|fasilitas lengkap|facilities|amenities|equipment|include|includes|included|termasuk|free|gratis|bonus|syarat|requirements?)$/;
const PLATFORM_HEAD =
  /^(?:shopee|tokopedia|tokped|lazada|bukalapak|blibli|tiktok|tiktok shop|ig|insta|instagram|fb|facebook|web|website|email|e-mail|gofood|grabfood|shopeefood|line|telegram|youtube|yt)$/i;
const WORKS_AT =
  /^(?:kerja|bekerja|office|kantor|kantor kami|our office|based|located|beroperasi|operasional|mangkal|standby|meet|meeting point|ketemu|ketemuan|kumpul)$/;
const PERIODS = words('harian bulanan mingguan tahunan daily weekly monthly yearly');
const DESCRIPTIVE = words(
  'armada fleet penjaga lengkap equipment have has tiap pilihan choice choices diskon discount terapis therapist therapists teknisi technician technicians staf staff instruktur instructor murah cheap enak lezat delicious terpercaya trusted ramah friendly nyaman cozy cosy santai berkualitas quality terbaik best harga price prices rate rates tarif setiap every tempat place sejak since tahun years pelanggan customers customer buka open jam hours kami we our yang siap ready bisa can pesan order gratis free profesional professional berpengalaman experienced pengalaman experience amanah jujur cepat fast bersih clean rapi higienis hygienic terjangkau affordable mantap conditioned insured vegan options option kuat bgt banget alami natural organik organic dadakan disediain disediakan provided diumbar dijamin awet aman welcome accepted petugas pilih lusinan revisi revision online based dilayani dipisah terpisah licensed done sterile steril required bring cleaned fleksibel jadwal wa sertifikat lulusan sy kak kakak sis gan dijamin',
);
// Words that name the business itself ("bengkel motor", "kedai teh"): dropped from the start of a part.
const BUSINESS_NOUNS = words(
  'bengkel warung toko kedai rumah makan restoran restaurant resto usaha bisnis business shop store studio agen depot gerai outlet cabang branch butik boutique konter counter sekolah school lembaga klinik umkm jasa',
);
// Facilities that are also things a shop sells or a service works on ("lemari" at a furniture shop).
const FURNISHINGS = [
  'ac',
  'kipas',
  'kasur',
  'spring bed',
  'springbed',
  'lemari',
  'meja',
  'kursi',
  'kulkas',
  'tv',
  'water heater',
  'helm',
  'helmet',
  'jas hujan',
  'raincoat',
  'cctv',
];
// Facilities and extras that come with an offering rather than being one.
const FACILITIES = [
  ...FURNISHINGS,
  'wifi',
  'wi fi',
  'free wifi',
  'kipas angin',
  'kamar mandi dalam',
  'kamar mandi luar',
  'km dalam',
  'km luar',
  'kamar mandi',
  'kmr mandi',
  'toilet',
  'parkir',
  'parkiran',
  'parkir luas',
  'parking',
  'meja belajar',
  'dapur',
  'dapur bersama',
  'air panas',
  'hot water',
  'listrik',
  'listrik token',
  'token listrik',
  'mushola',
  'musholla',
  'kolam renang',
  'pool',
  'swimming pool',
  'ruang privat',
  'ruang vip',
  'private room',
  'satpam',
  'security',
  'colokan',
  'stop kontak',
  'smoking area',
  'breakfast',
  'sarapan',
  'bensin',
  'fuel',
  'full tank',
  'driver',
  'sopir',
  'supir',
  'asuransi',
  'insurance',
  'carport',
  'garasi',
  'life jacket',
  'life jackets',
  'local guide',
  'guide',
  'rashguard',
  'lunch',
  'makan siang',
  'entrance ticket',
  'entrance tickets',
  'air pam',
  'helmets',
  'shower',
  'loker',
  'locker',
  'lockers',
  'porter',
  'porters',
  'meals',
  'licensed guide',
  'operator',
  'towel',
  'towels',
  'handuk',
  'rooftop',
  'balcony',
  'balkon',
  'hot shower',
  'shared kitchen',
  'kitchen',
].map(normalizeText);
const TERM_PRICE =
  /\b(?:ongkir|ongkos kirim|denda|deposit|dp|biaya tambahan|biaya admin|admin fee|surcharge|late fee|overtime|parkir|parking|bayar)\b/;
const ENGLISH_ASIDES =
  /^(?:small|big|large|private) groups?$|^sleeps \d+\b|^by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|appointment|request|order)\b|\b(?:coming soon|on request|upon request|by request|worldwide|all over|by appointment)\b|^by (?:motorbike|motor|car|mobil|boat|kapal|bus|jeep|bike|sepeda|train|kereta|plane)$/;
// Papers a rental or a course asks for ("syarat KTP + kartu mahasiswa/SIM", "ID card + deposit required").
const DOCUMENTS =
  /^(?:ktp|ktm|kk|skkh|skhun|sim(?: [abc])?|kartu (?:mahasiswa|pelajar|keluarga|identitas|tanda \w+)|id card|identity card|passport|paspor)(?: copy| asli| fotokopi)?$/;
const SELLS_FURNISHINGS = new Set(['retail', 'services', 'general']);
// "sdh termasuk", "udah ada", "dah sama": every way of writing "already" before every way of writing "with".
const ALREADY = ['sudah', 'udah', 'sdh', 'udh', 'dah'];
const COMES_WITH = ['ada', 'sama', 'sm', 'ama', 'dengan', 'dgn', 'termasuk', 'include', 'incl', 'bisa'];
const FEATURE_MARKERS = [
  ...ALREADY.flatMap((already) => COMES_WITH.map((comes) => `${already} ${comes}`)),
  // "recording 500rb sdh mixing mastering": what is already done with it.
  ...ALREADY.filter((already) => already !== 'dah'),
  'termasuk',
  'include',
  'incl',
  'includes',
  'including',
  'included',
  'fasilitas',
  'facilities',
  'lengkap dengan',
  'dilengkapi',
  'dilengkapi dengan',
  'free',
  'gratis',
  'bonus',
  'dapat',
  'dapet',
  'dpt',
  'with',
  'plus',
].map(normalizeText);
// Guarantees, durations and experience ("garansi 30 hari", "45 menit", "2 weeks", "berpengalaman").
const FEATURE_PATTERN =
  /\b(?:garansi|bergaransi|warranty|guarantee|guaranteed|berpengalaman|experienced|pengalaman|experience|bersertifikat|certified|halal|higienis|sejak|since|est)\b|\b\d+\s*(?:menit|mnt|jam|hari|minggu|bulan|tahun|thn|minute|minutes|hour|hours|day|days|week|weeks|month|months|year|years)\b|\bper (?:pertemuan|sesi|session|jam)\b|\b\d+\s*(?:ml|ltr|liter|gr|gram|cm|mm)\b|\b\d+ ?x\b|^\d+ \w+ \d+ \w+$|\b(?:fresh|segar|baru) (?:tiap|setiap|every|daily|dibuat)\b/;
// Terms of ordering, paying and delivering.
const CONDITION_PATTERN =
  /\b(?:minimal|min|minimum|maks|maksimal|cod|dp|bayar|pembayaran|transfer|tf|ongkir|ongkos kirim|free ongkir|po|pre order|preorder|booking|book|reservasi|reservation|h \d+|antar|diantar|delivery|deliver|kirim|dikirim|pengiriman|shipping|jemput|pickup|pick up|dp|deposit|jaminan|stay|nego|cash|tunai|qris|max|fee|nambah|tambah|tambahan|extra|surcharge|persen|wajib|harus|syarat|required|must)\b/;
// A phrase that ends on these, before its price, says how much another price changes.
const CHANGES =
  /\b(?:tambah|nambah|naik|diskon|disc|discount|potongan|half|lebih (?:mahal|murah)|surcharge|extra charge)(?: (?:price|harga))?$/;
const CAN = /^(?:bisa|bs|boleh|dapat|sanggup|mampu)\s/;
// Words of when: days, parts of the day, "except", holidays.
const WHEN_WORDS = words(
  'senin selasa rabu kamis jumat sabtu minggu ahad monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun weekend weekday weekdays week hari tgl tanggal merah libur except kecuali pagi siang sore malam malem mlm subuh morning afternoon evening night am pm jam pukul sampe sampai smp hingga until till tetep tetap jalan buka open daily tiap setiap every before by diatas atas di and dan & only saja aja',
);
const WHEN_CORE = words(
  'senin selasa rabu kamis jumat sabtu minggu ahad monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun weekend weekday weekdays week hari tgl libur except kecuali am pm jam pukul',
);
// A phrase of when alone ("Mon-Fri", "hari minggu & tgl merah tetep jalan", "thu 5pm").
function isWhen(phrase: string): boolean {
  const tokens = phrase.split(' ').filter(Boolean);
  return (
    tokens.some((token) => WHEN_CORE.has(token)) &&
    tokens.every((token) => WHEN_WORDS.has(token) || /^\d{1,2}(?:[.:]\d{2})?(?:am|pm)?$/.test(token))
  );
}
// "bayar member bisa cash/transfer", "cicilan 0%": how it is paid.
const PAYMENT = /\b(?:cash|tunai|transfer|tf|qris|debit|kartu kredit|credit card|cicil|cicilan|kredit)\b/;
const FORBIDS =
  /\b(?:dilarang|larangan|tidak boleh|gak boleh|ga boleh|nggak boleh|not allowed|no smoking|peraturan|aturan)\b/;
// Terms no item name holds ("lepas kunci wajib KTP").
const STRONG_CONDITION =
  /\b(?:wajib|harus|syarat|required|must|minimal|minimum|maks|maksimal|max|dp|deposit|jaminan)\b/;
// The business comes to the customer.
const SPEED = /\b(?:kilat|express|ekspres|expres|same day|urgent|sehari jadi|cepat)\b/;
const VISIT_PATTERN =
  /\b(?:datang ke (?:rumah|lokasi|tempat|kantor)|ke rumah|kerumah|home service|home visit|panggilan|on call|on site|onsite|ke lokasi|kami yang datang|we come to you|come to you|at your (?:home|place|villa|hotel))\b/;
// Who it is for ("anak", "dewasa", "khusus wanita"), and where it is used ("rumah dan kantor").
const AUDIENCES = words(
  'anak anak2 dewasa remaja pemula lanjutan wanita pria putri putra cewek cowok perempuan laki ibu bapak ibu2 bapak2 keluarga mahasiswa mahasiswi pelajar siswa karyawan umum rombongan kids children child adults adult beginners beginner women men ladies families family students student teens rumah kantor rumahan kantoran perkantoran hajatan acara event events nikahan kondangan arisan pengajian tk paud sd smp sma smk kuliah',
);
const PROVINCES = words(
  'jabodetabek jabotabek jabar jateng jatim diy ntb ntt kalbar kalteng kalsel kaltim kaltara sulsel sulut sulteng sultra sumut sumbar sumsel nasional indonesia seluruh sekitarnya sekitar',
);
const REGION_PATTERN =
  /^(?:se \w+|(?:jawa|sumatera|sumatra|kalimantan|sulawesi|nusa tenggara|papua|maluku) ?(?:barat|tengah|timur|utara|selatan)?|seluruh \w+|luar kota|dalam kota|\w+ dan sekitarnya|\w+ sekitarnya)$/;
const HOURS_PATTERN =
  /\b(?:buka|open|opens|tutup|closed|libur|setiap hari|tiap hari|everyday|every day|daily|senin|selasa|rabu|kamis|jumat|sabtu|minggu|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|available|weekdays|weekend|24 jam|24 hours)\b/;
const TIME_PATTERN = /\b(?:jam|pukul|pk|at)\s+\d{1,2}\b|\b\d{1,2}\s*[.:]\s*\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b/;
const SMALL = words('di dan dengan untuk yang dari and of in the for per isi atau or');
const PLACES = new Set(CITIES.flatMap((city) => [city.name, ...(city.aliases ?? [])].map(normalizeText)));
const CATALOGUE_NAMES = new Set(
  CATALOGUE.flatMap((entry) => [...entry.name, ...(entry.aliases ?? [])].map(normalizeText)),
);
// "udah sama nasi" says what comes with it: no new part after "udah", "sudah". A comma or a slash between
// two digits is part of a number or a size ("1,5 PK", "1/2 kg").
const SEPARATOR =
  /\s*(?:,(?!\d)|(?<!\d),|;|(?<!\b\d+ ?x)(?:\/(?!\d)|(?<!\d)\/)|&|\s\+\s|\s(?:dan juga|dan dengan|dan|and|serta|atau|or|plus|n|maupun|juga(?! (?:bisa|bs|ada|boleh)\b)|jg(?! (?:bisa|bs|ada|boleh)\b))\s|(?<!\b(?:udah|sudah|dah|sdh|udh))\s(?:ama|sama)\s)\s*/i;
const SEPARATORS = new RegExp(SEPARATOR.source, 'giu');
const CONJUNCTION = /^\s*(?:&|dan|and|n|serta)\s*$/i;
// "ayam goreng/bakar", "kelas reguler SD/SMP": one word after a slash that follows a phrase is another
// offering under the same head ("ayam bakar"); "kaos/kemeja" stays two.
const VARIANT =
  /(^|[,;:&/]\s*)((?:[\p{L}\d]+\s+){1,3})((?!\d+x\/)[\p{L}\d]{2,})\/([\p{L}\d]{2,})(?=\s*(?:$|[,;/]|\uE000)|\s+(?:dan|and|atau|or|n|serta)\s)/u;
// "cappuccino / latte 38k", "facial biasa atau facial acne 85rb": alternatives written before one price
// each cost it.
const ALTERNATIVES =
  /([^,;&/\uE000\uE001]*\p{L}[^,;&/\uE000\uE001]*?)\s*(?:(?<!\d|\d ?x)\/|(?<!\d ?x)\/(?!\d)|\s(?:atau|or)\s)\s*((?:[^\s,;&/\uE000\uE001]+\s*){1,4}?)\s*(\uE000\d+\uE001)/u;
const AND_PAIR =
  /(^|[,;:]\s*)((?:[\p{L}\d]+\s+){0,2}[\p{L}\d]+)\s+(?:and|dan|&|n)\s+((?:[\p{L}\d]+\s+){0,2}[\p{L}\d]+)\s*(\uE000\d+\uE001)(?!,\s*\S+\s+\uE000\d+\uE001\s+\uE000)/u;
const MAX_REWRITES = 12;

// Rewrites `text` with `pattern` until it no longer matches (at most a few times: a clause is short).
function rewrite(text: string, pattern: RegExp, by: string): string {
  let out = text;
  for (let round = 0; round < MAX_REWRITES && pattern.test(out); round++) out = out.replace(pattern, by);
  return out;
}

// Steps of a service that an owner joins by "&" into one ("cuci & setrika", "wash & fold").
const STEPS = words(
  'wash fold iron dry press cuci setrika gosok lipat kering keringin potong keramas creambath blow blowdry cut color catok pijat lulur',
);
const STEP_PAIR = /(^|[,;:]\s*)(\p{L}+)\s+(?:&|dan|and|n)\s+(\p{L}+)(?=\s*\uE000)/u;
const PRAISE_PAIR = /(?<![\p{L}\p{N}])(\p{L}+)\s+(?:&|dan|and|n|serta)\s+(\p{L}+)(?![\p{L}\p{N}])/u;
// The same with a replacer.
function rewriteWith(
  text: string,
  pattern: RegExp,
  by: (match: string, ...groups: string[]) => string,
): string {
  const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  let out = text;
  for (let round = 0; round < MAX_REWRITES; round++) {
    const next = out.replace(global, (match: string, ...groups: string[]) => by(match, ...groups));
    if (next === out) break;
    out = next;
  }
  return out;
}

// The first clause, when the business names itself there: all of it ('clause', "Jastip Korea n Jepang"), or
// its one phrase when that names the business ('single', "Frozen food homemade tanpa pengawet").
type Heading = 'clause' | 'single' | null;

// Words that name a kind of shop rather than what it sells ("sourdough bakery", "beachfront yoga shala").
const SHOP_WORDS = words(
  'bakery shop store studio shala clinic klinik salon barbershop cafe kafe resto restoran warung kedai toko center centre gym laundry bengkel depot agen catering katering rental pengrajin fotografer photographer spa homestay villa kos kost',
);
const NAME_OPENERS = words('jasa usaha layanan toko warung kedai');
const TRADE_OPENERS = words('jasa sewa rental rent cuci servis service les kursus kelas');
const TRADE_FILLER = words('jasa usaha toko warung kedai layanan sewa rental jual dan and the of di');

// "les privat matematika & fisika utk SMP": the type is the head of a list of what it teaches or sells (a
// word past the type, then another bare word), not the business naming itself.
function listsUnderType(first: string, opening: readonly Part[], businessType: string): boolean {
  const type = normalizeText(businessType);
  if (!type || !first.startsWith(`${type} `)) return false;
  const extra = first.slice(type.length + 1).split(' ');
  if (extra.some((token) => isPlace(token) || SHOP_WORDS.has(token) || AUDIENCES.has(token))) return false;
  const words = opening[1] ? normalizeText(placeOf(opening[1].text).text).split(' ') : [];
  const cut = words.findIndex((token) => PURPOSE_CUT.has(token) || PLACE_CUT.has(token));
  const next = cut >= 0 ? words.slice(0, cut) : words;
  return (
    next.length === 1 && !!next[0] && !isPlace(next[0]) && !SHOP_WORDS.has(next[0]) && !AUDIENCES.has(next[0])
  );
}

// "antar jemput sekolah, juga ke stasiun" (read "antar jemput ke stasiun"): the type opens a list whose next
// member shares its head and names something else than a place or who it is for ("Jastip Korea n Jepang"),
// so the clause lists offerings rather than naming the business.
function sharesTheHead(opening: readonly Part[]): boolean {
  const head = normalizeText(opening[0]?.text ?? '').split(' ');
  if (head.length < 2) return false;
  return opening.slice(1).some((other) => {
    const tokens = normalizeText(other.text).split(' ');
    const shared = head.findIndex((token, index) => tokens[index] !== token);
    const rest = tokens
      .slice(shared < 0 ? head.length : shared)
      .filter((token) => !/^(?:ke|to)$/.test(token));
    return (
      shared !== 0 &&
      rest.length > 0 &&
      !rest.every((token) => isPlace(token) || AUDIENCES.has(token) || SMALL.has(token)) &&
      !isPlace(rest.join(' '))
    );
  });
}

// A heading that names the business: it holds a word of the business type, or a shop word.
function namesTheBusiness(name: string, businessType: string, kind: Kind, strict = false): boolean {
  // "jasa pindahan rumah" for "jasa pindahan": a trade word before the type still opens with it.
  const all = spelled(name).split(' ');
  const skip = all.findIndex((token) => !NAME_OPENERS.has(token));
  const tokens = skip > 0 ? all.slice(skip) : all;
  const type = spelled(normalizeText(businessType))
    .split(' ')
    .filter((token) => token.length > 2 && !TRADE_FILLER.has(token));
  // "frozen food homemade tanpa pengawet" for frozen food: the type and two words or more about it.
  const describesType =
    type.length > 0 &&
    type.every((token, index) => tokens[index] === token) &&
    tokens.length >= type.length + 2;
  // Strict: the clause opens with the type itself or a shop word ("jastip Korea n Jepang", "gym & fitness").
  if (strict)
    return (
      tokens.some((token) => SHOP_WORDS.has(token)) ||
      (type.length > 0 && type.every((token, index) => tokens[index] === token))
    );
  return (
    tokens.some((token) => SHOP_WORDS.has(token)) ||
    describesType ||
    name === type.join(' ') ||
    isKindKeyword(name) ||
    kind.keywords.some((keyword) => normalizeText(keyword.replace(/^~/, '')) === name)
  );
}

const CHAT_WORDS = words(
  'sblm sebelum telat denda tanya tanya2 dulu dtg datang terjaga hub bs ambil ada buy get reseller grosir eceran wholesale ekspor export dropship dropshipper bukti ongkir remote ask us anything speak speaks handles handle everything depending depends limited left email work works base we you your our team guests registered tunjukin cek lihat liat follow dm inbox japri nego tergantung blm belum bayar sdh udah lewat fee',
);
const tokens0 = (phrase: string) => phrase.split(' ');
const DAY_NAMES = words(
  'senin selasa rabu kamis jumat sabtu minggu ahad monday tuesday wednesday thursday friday saturday sunday weekend weekday weekdays',
);
const PERSON = /^(?:bu|bapak|pak|ibu|mas|mbak|mba|kak|coach|drh|dr|drg|ustadz|ustazah|bang|mr|mrs|ms|miss)\b/;
const NAMED_PERSON =
  /\b(?:[Dd]rh|[Dd]rg|[Dd]r|[Bb]u|[Ii]bu|[Pp]ak|[Bb]apak|[Bb]idan|[Kk]ang|[Dd]aeng|[Bb]li|[Cc]oach|[Uu]stadz|[Uu]stazah|[Hh]j)\.?\s+\p{Lu}\p{Ll}/u;
const OPENING_WORD = /\b(?:buka|open|opens|tutup|closed|libur|istirahat)\b/;
const DAY_PART =
  /\b(?:jam|pukul|pk|pagi|siang|sore|malam|malem|mlm|subuh|wib|wita|wit|am|pm|senin|selasa|rabu|kamis|jumat|sabtu|minggu)\b/;
const LANDMARK =
  /^(?:samping|sebelah|sblh|depan|dpn|belakang|blkg|seberang|dekat|dkt|deket|meeting point|(?:utara|selatan|timur|barat) (?:stasiun|pasar|alun|kampus|masjid|terminal)|mall|lt|lantai|km ?\d|gor|masjid|kampus|ruko|komplek|komp|perum|perumahan|cluster|kampung|kp|dusun|desa|kios|itc|plaza|boulevard|galeri|gallery|showroom|basecamp|blok|gedung|pasar|terminal|stasiun|bandara|gg|gang|jl|jln|jalan)\b/;
const PACKAGE_HEADS = words('paket package kos kelas');
const AVAILABILITY =
  /\b(?:kosong|tersisa|sisa|full|penuh|habis|sold out|available|tersedia|ready stock|ready stok|fully booked|kuota|terbatas|limited|tinggal (?:dikit|sedikit|\d+))\b|^(?:ready|open|buka) (?:tiap|setiap|every)\b/;
const CALL_TO_ACT =
  /^(?:pesan|order|booking|book|yuk|ayo|mampir|langsung|chat|dm|hubungi|contact|call|info|cek|kunjungi|visit|follow|klik|daftar|register)(?: \w+){0,3}$/;
// "pesan sekarang", "book now": a call to act names nothing sold, even with a price by it.
export const isCallToAct = (phrase: string): boolean => CALL_TO_ACT.test(phrase);
// Words that only lead up to a price ("harga mulai", "cuma", "start from").
const PRICE_LEADS = words(
  'harga mulai cuma hanya only start starting from dari tarif biaya price rate just sekitar kisaran around rp idr',
);
// A phrase about one session, its length or its size: its price is the price of the business's own offering.
const SESSION_PATTERN =
  /^(?:\d+ ?x\b|per |\d+ (?:menit|mnt|jam|hari|malam|minggu|bulan|minute|minutes|hour|hours|night|nights|day|days|pertemuan|sesi|session|sessions|orang|pax|bedroom|bedrooms|br|kamar|kt)\b|(?:satu|sekali|1) (?:pertemuan|sesi|session|kali))/;
// "tulisan & lilin gratis", "peralatan & chemical dari kami", "photos included": what a list ends by saying
// comes free or with the service is what comes with it, every member of that list.
const SUPPLIED =
  /\b(?:gratis|free|included|include|incl|termasuk|disediakan|disediain|provided|dari kami|from us|(?:kami|kita) (?:bawa|sediakan|siapkan))$/;

// Words after a price that say what it buys ("drop-in", "sepasang", "sekali datang", "each", "per orang").
const PRICE_QUALIFIER =
  /(\uE000\d+\uE001)\s*(?:drop[- ]?in|sepasang|selusin|sekilo|seporsi|sebungkus|sekali (?:datang|dtg|masuk|jalan|main)|per (?:orang|org|pax|person|anak|ekor|item|pcs))(?![\p{L}-])/giu;
// Marks where a price stood in a part: private-use characters owners never type.
const PRICE_MARK = /\uE000(\d+)\uE001/g;

// `asks` marks a part of a clause written as a question ("hp mati total?", "trip ke Ranu Kumbolo?").
// `contents` marks what a priced name holds ("Paket Silver 8jt: rias, busana"): details of it, never items.
// `sells`: the part comes after a verb of selling in the opening ("Penjahit Bu Ani terima jahit baju, …"), so
// it lists what is sold even where the words before the verb name the business.
type Part = { text: string; prices: number[]; sentence: number; asks?: true; contents?: true; sells?: true };

// The rules' word lists a word is in, for the tagger's features (reading/offer-tagger.ts): what the rules know
// of a word generalises to descriptions neither has seen.
const WORD_CLASSES: [string, ReadonlySet<string>][] = [
  ['selling', SELLING],
  ['leading', LEADING],
  ['place', PLACE_CUT],
  ['purpose', PURPOSE_CUT],
  ['other', OTHER_CUT],
  ['qualifier', QUALIFIERS],
  ['trailing', TRAILING],
  ['claim', CLAIMS],
  ['staff', STAFF_AND_PLACE],
  ['period', PERIODS],
  ['descriptive', DESCRIPTIVE],
  ['business', BUSINESS_NOUNS],
  ['audience', AUDIENCES],
  ['region', PROVINCES],
  ['city', PLACES],
  ['chat', CHAT_WORDS],
  ['day', DAY_NAMES],
  ['lead', PRICE_LEADS],
  ['small', SMALL],
];
export function wordClassesOf(word: string): string[] {
  return WORD_CLASSES.filter(([, list]) => list.has(word)).map(([name]) => name);
}

// The kind's item a phrase names, remembered per kind: a description repeats its words, and each part asks
// several times. The memory is bounded so a flood of distinct phrases cannot grow it without end.
const ITEM_MEMORY = new WeakMap<Kind, Map<string, ReturnType<typeof kindItemOf>>>();
const ITEM_MEMORY_MAX = 5000;
function kindItemFor(phrase: string, kind: Kind): ReturnType<typeof kindItemOf> {
  const memory = ITEM_MEMORY.get(kind) ?? new Map<string, ReturnType<typeof kindItemOf>>();
  ITEM_MEMORY.set(kind, memory);
  if (memory.has(phrase)) return memory.get(phrase);
  if (memory.size >= ITEM_MEMORY_MAX) memory.clear();
  const item = kindItemOf(phrase, kind);
  memory.set(phrase, item);
  return item;
}

const norm = (list: readonly string[]) => normalizeText(list.join(' '));

// "sambal bawang, sambal cumi 25rb", "les piano dan biola 400rb/bln": one price after a short list, and no
// other in the clause, is the price of each member.
function shareLastPrice(members: string[]): void {
  const hasLetters = (member: string) => /\p{L}/u.test(member.replace(PRICE_MARK, ''));
  const marks = members.join(' ').match(PRICE_MARK) ?? [];
  // "kelas yoga anak & lansia, 75rb sekali dtg": a price standing alone after the list is its last member's.
  const alone = members.findIndex((member) => member.trim() === marks[0]);
  if (marks.length === 1 && alone > 1 && hasLetters(members[alone - 1]!)) {
    members[alone - 1] = `${members[alone - 1]} ${marks[0]}`;
    members.splice(alone, 1);
  }
  const upTo = members.findIndex((member) => member.includes(marks[0] ?? '\uE000'));
  // Members after the priced one may only say how long or how much ("1x pertemuan 60 menit") or what the
  // price depends on ("tergantung tipe hp").
  if (
    members
      .slice(upTo + 1)
      .some((member) => hasLetters(member) && !/^\s*(?:\d|tergantung\b|depending\b|depends\b)/i.test(member))
  )
    return;
  // "bisa juga one day tour 650rb": a member of only openers and fillers names nothing.
  const lettered = members.slice(0, upTo + 1).filter(
    (member) =>
      hasLetters(member) &&
      member
        .replace(PRICE_MARK, ' ')
        .split(/\s+/)
        .some((word) => word && !LEADING.has(normalizeText(word)) && !/^(?:bisa|bs)$/i.test(word)),
  );
  const last = lettered.at(-1);
  if (marks.length !== 1 || !last || !last.includes(marks[0]!) || lettered.length < 2 || lettered.length > 6)
    return;
  // "1x pertemuan 90 menit 100rb": a session's price is shared when the parts are read, not here.
  if (/^\s*\d/.test(last)) return;
  if (
    lettered.some(
      (member) =>
        // Its name: the words before its price, and no lead to a price ("speaker mulai 100rb tergantung tipe").
        member
          .split(/\uE000/)[0]!
          .split(/\s+/)
          .filter((word) => word && !PRICE_LEADS.has(normalizeText(word))).length > 4 ||
        /\b(?:di|in|at|dekat|near|untuk|utk|buat|for|sejak|since|dengan|dgn|with|incl|included|include|termasuk|free|gratis|sudah|udah|sdh)\b/i.test(
          member,
        ) ||
        // "2 kamar kosong, kamar AC 1,2jt/bln": what is left takes no price.
        AVAILABILITY.test(normalizeText(member.replace(PRICE_MARK, ' '))),
    )
  )
    return;
  for (let index = 0; index < members.length; index++) {
    const member = members[index]!;
    if (member !== last && lettered.includes(member)) members[index] = `${member} ${marks[0]}`;
  }
}

// The members before a colon each with the price in the same place after it, when the list after the colon
// holds those prices alone; null otherwise.
function pricedInOrder(head: string, list: string): string | null {
  const marks = list.match(PRICE_MARK) ?? [];
  if (
    marks.length < 2 ||
    /\p{L}/u.test(list.replace(PRICE_MARK, ' ').replace(/\b(?:dan|atau|and|or)\b/giu, ''))
  )
    return null;
  const members = head
    .split(SEPARATOR)
    .map((member) => member.trim())
    .filter((member) => /\p{L}/u.test(member));
  if (members.length !== marks.length || /\uE000/.test(head)) return null;
  return members.map((member, index) => `${member} ${marks[index]}`).join(', ');
}

// Stages 1 to 3: the facts taken out, the clauses, each clause's list members with their shared heads, and
// each written price replaced by a mark where it stood.
function splitParts(
  description: string,
  kind: Kind,
): { parts: Part[]; prices: ReturnType<typeof writtenPrices>; taken: string } {
  const { text: taken } = takeFacts(description);
  const prices = writtenPrices(taken);
  let marked = '';
  let at = 0;
  prices.forEach((price, index) => {
    marked += `${taken.slice(at, price.index)} \uE000${index}\uE001 `;
    at = price.index + price.length;
  });
  marked += taken.slice(at);
  // "weekend +20rb", "tgl merah +50rb": a plus before a price on a time adds to another price ("size jumbo
  // +3K", "antar jemput +20rb" are add-ons the owner sells).
  marked = marked.replace(
    /\b(weekend|weekends|weekday|malam|malem|mlm|sabtu|minggu|libur|merah|holiday|holidays|lebaran|natal)\s*\+\s*(\uE000\d+\uE001)/giu,
    '$1 tambah $2',
  );
  // "paket malam jam 10 mlm-6 pagi PS4 35rb": when a package runs is no word of its name (the hours reader
  // reads the description apart).
  marked = marked.replace(TIME_SPAN, ' ').replace(SCHEDULE, ' ');
  const parts: Part[] = [];
  const known = (phrase: string) => isKnown(normalizeText(phrase), kind);
  splitClauses(marked).forEach((sentence, sentenceIndex) => {
    // "Trekking Rinjani?", "pempek? ga jual ya kak": a question with no price in it names nothing sold.
    const asks = /\?\s*$/.test(sentence) && !/\uE000/.test(sentence);
    // "Private jeep 750k (4 spots: crater, savanna)": a colon inside brackets heads nothing.
    const colon = sentence.replace(/\([^()]*\)/g, (inside) => ' '.repeat(inside.length)).search(/:(?!\d)/);
    const head = colon >= 0 ? sentence.slice(0, colon) : '';
    const headMarks = head.match(PRICE_MARK) ?? [];
    // "shopee: cahaya.kids", "IG: @kopisenja": where to find the business, never what it sells.
    // "alat lengkap: drum tama, ampli marshall", "fasilitas: AC, wifi": what the place has, never for sale.
    if (PLATFORM_HEAD.test(head.trim()) || FACILITY_HEAD.test(normalizeText(head))) {
      parts.push({ text: sentence.trim(), prices: [], sentence: sentenceIndex, contents: true });
      return;
    }
    // "Paket Silver 8jt: rias, busana, dekor": after a priced package, a colon opens what it holds.
    if (headMarks.length && /^\s*(?:paket|package|pkt)\b/iu.test(head)) {
      const prices = [...head.matchAll(PRICE_MARK)].map((match) => Number(match[1]));
      const text = head.replace(PRICE_MARK, ' ').replace(/\s+/g, ' ').trim();
      const contents = sentence
        .slice(colon + 1)
        .replace(PRICE_MARK, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      parts.push({ text, prices, sentence: sentenceIndex });
      if (contents) parts.push({ text: contents, prices: [], sentence: sentenceIndex, contents: true });
      return;
    }
    // "kue basah seribuan: lemper, risol, klepon": a price before the colon is each member's.
    // "harian, mingguan atau bulanan: 150rb/malam, 700rb/minggu, 2,2jt/bln": as many prices alone after the
    // colon as members before it go to them in order.
    const list =
      colon >= 0
        ? (pricedInOrder(head, sentence.slice(colon + 1)) ??
          `${sentence.slice(colon + 1)}${headMarks.length === 1 ? ` ${headMarks[0]}` : ''}`)
        : sentence;
    // A range written "Rp 50.000 - Rp 75.000" keeps its lower bound.
    const ranged = list.replace(
      /(\uE000\d+\uE001)\s*(?:-|–|s\/d|sd|sampai|hingga|to)\s*\uE000\d+\uE001/g,
      '$1',
    );
    // What the owner put in brackets ("(1 hour, 30 edited photos)", "(telor + ati ampela)") details the part
    // before it: it stays in the About text, and never splits a list.
    const unbracketed = ranged
      // "ganti oli 45rb (oli bawa sendiri 15rb)": brackets with a price of their own, after a priced part, hold
      // a variant, never more words of that part's name.
      // A surcharge ("(rambut panjang +20rb)") is not one.
      .replace(
        /(\uE000\d+\uE001[^()\p{L}]*)\((?![^()]*(?:\+|\b(?:tambah|nambah|add|extra|plus)\b)\s*\uE000)([^()]*\p{L}[^()]*\uE000\d+\uE001[^()]*)\)/giu,
        '$1, $2, ',
      )
      // "kue kering (nastar 85rb/toples, kastengel 90rb)": brackets whose members carry prices of their own
      // list offerings.
      .replace(/\(([^()]*)\)/g, (brackets, inside: string) =>
        (inside.match(PRICE_MARK) ?? []).length >= 2 && /,|\s(?:dan|and|&)\s/.test(inside)
          ? `, ${inside}, `
          : brackets,
      )
      .replace(/\((?![^()]*\uE000)[^()]*\)/g, ' ')
      // "25rb/hari/unit": a second unit belongs to the price too.
      .replace(/(\uE000\d+\uE001)\s*\/\s*\p{L}+/gu, '$1');
    // "pendek dan panjang 35rb/45rb": prices written together go, in order, to the members before them.
    const together = /(?:\uE000\d+\uE001\s*\/\s*)+\uE000\d+\uE001/u.exec(unbracketed);
    const spread = together ? [...together[0].matchAll(PRICE_MARK)].map((match) => match[0]) : [];
    const listed = together ? unbracketed.replace(together[0], ' \uE003 ') : unbracketed;
    const joined = listed
      // "200k drop-in", "10rb sepasang", "75rb sekali dtg", "350k each": what follows a price and says how
      // much it buys is the price's, never a phrase of its own.
      .replace(PRICE_QUALIFIER, '$1')
      // "1x pertemuan 90 menit Rp 100.000 persiapan UTBK": a price ends the phrase it was written on.
      .replace(
        /(\uE000\d+\uE001)\s+(?!(?:per|an|each|tiap|setiap|sebulan|sehari|semalam|seminggu|nett?|aja|saja|doang|only|ribu|dengan|dgn|with|udah|sudah|sdh|udh|dah|sama|ama|incl|include|includes|including|termasuk|free|gratis|plus|bonus|dapat|dapet|selesai|jadi|siap|tahan|awet|estimasi|proses|ready|lepas)\b)(?=\p{L})/giu,
        '$1, ',
      )
      // "kursi futura + cover 5rb", "nasgor + telor 15rb": what is joined by a plus and priced together
      // is one offering.
      .replace(/\s\+\s(?=[^,;&/+\uE000\uE003]*\uE000)/g, ' \uE004 ');
    // "Scoopy and Fazzio 70k/day, Vario 90k/day": two names joined by "and" before one of several prices
    // each cost it.
    const distinct = new Set(joined.match(PRICE_MARK) ?? []);
    // "Wash & fold 25k/kg", "cuci & setrika 7rb": two steps of one service, priced, are one offering.
    const stepped = rewriteWith(
      rewriteWith(joined, STEP_PAIR, (match, start, first, second) =>
        STEPS.has(normalizeText(first)) && STEPS.has(normalizeText(second))
          ? `${start}${first} \uE005 ${second}`
          : match,
      ),
      // "air galon isi ulang higienis dan wangi 6rb": two words of praise joined are one, said of the offering.
      PRAISE_PAIR,
      (match, first, second) =>
        CLAIMS.has(normalizeText(first)) && CLAIMS.has(normalizeText(second))
          ? `${first} \uE005 ${second}`
          : match,
    );
    const paired = distinct.size >= 2 ? rewrite(stepped, AND_PAIR, '$1$2 $4, $3 $4') : stepped;
    const subjects = spreadSubjects(
      rewrite(rewrite(paired, VARIANT, '$1$2$3/$2$4'), ALTERNATIVES, '$1 $3, $2 $3'),
    );
    // "jual keramik granit pipa pvc kran cat": what a shop or a trade lists without commas (a dish's name is
    // made of other dishes' words: "nasi ayam goreng telur" stays one).
    const alternated =
      kind.family === 'food' ? subjects : spreadKnown(subjects, (phrase) => namedByKind(phrase, kind));
    const separators = [...alternated.matchAll(SEPARATORS)].map((match) => match[0]);
    const members = shareHeads(alternated.split(SEPARATOR), known, [
      false,
      ...separators.map((separator) => CONJUNCTION.test(separator)),
    ]);
    const at = members.findIndex((member) => member.includes('\uE003'));
    if (at >= 0) {
      // The member the prices stand in, and the members before it that have no price, nearest first.
      const targets: number[] = [];
      for (let index = at; index >= 0 && targets.length < spread.length; index--) {
        const member = members[index]!.replace('\uE003', '');
        if (/\uE000/.test(member)) break;
        if (/\p{L}/u.test(member)) targets.unshift(index);
      }
      members[at] = members[at]!.replace('\uE003', '');
      // In order from the first; prices left over stay with the last member, and the owner sees them.
      targets.forEach((index, order) => {
        const own = order === targets.length - 1 ? spread.slice(order) : [spread[order]];
        members[index] = `${members[index]} ${own.join(' ')}`;
      });
    }
    shareLastPrice(members);
    const selling = sentenceIndex === 0 ? sellingFrom(members) : -1;
    for (const [index, raw] of members.entries()) {
      const found = [...raw.matchAll(PRICE_MARK)].map((match) => Number(match[1]));
      const text = raw
        .replace(PRICE_MARK, ' ')
        .replace(/\uE004/g, '+')
        .replace(/\uE005/g, '&')
        .replace(/[()"“”]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/\s*[.!?]+$/, '')
        // "private trip also possible +500k": the plus before a price is no word of the phrase.
        .replace(/\s*\+$/, '');
      if (text || found.length)
        parts.push({
          text,
          prices: found,
          sentence: sentenceIndex,
          ...(asks ? { asks: true } : {}),
          ...(selling >= 0 && index >= selling ? { sells: true } : {}),
        });
    }
  });
  return { parts, prices, taken };
}

// "Penjahit Bu Ani terima jahit baju, permak jeans": a verb of selling after the opening's first words splits
// its member there (the words before it name the business); the index of the member it opens, else -1.
// "Toko baju anak Cahaya, jual gamis anak, setelan koko": so does a later member that opens with the verb.
function sellingFrom(members: string[]): number {
  const first = members.findIndex((member) => /\p{L}/u.test(member));
  if (first < 0) return -1;
  const sells = (token: string) => SELLING.has(normalizeText(token)) && !/^(?:we|offer|offers)$/i.test(token);
  const tokens = members[first]!.trim().split(/\s+/);
  const verb = tokens.findIndex((token, index) => index > 0 && sells(token));
  if (verb > 0) {
    members.splice(first, 1, tokens.slice(0, verb).join(' '), tokens.slice(verb).join(' '));
    return first + 1;
  }
  return members.findIndex((member, index) => index > first && sells(member.trim().split(/\s+/)[0] ?? ''));
}

type Sorted = (
  | { type: 'offering'; words: string[]; details: string[]; every?: true }
  | { type: 'feature' | 'condition' | 'area' | 'audience' | 'none'; text: string }
) & { purpose?: true };

// `opens` says the part opens its sentence and `framed` that it stood alone or with a place: with a purpose
// or "dengan" too, that is how an owner names their business ("Sewa motor di Lombok", "Angkringan dengan …"),
// not one thing in a list ("udang, kepiting di Makassar").
function sortPart(
  text: string,
  kind: Kind,
  businessType: string,
  brand: string,
  heading: Heading,
  hasPrice: boolean,
  opens: boolean,
  framed: boolean,
): Sorted {
  const phrase = normalizeText(text);
  if (!phrase) return { type: 'none', text };
  // "servis ringan jg bisa", "bisa bongkar pasang lemari jg": an offering said in a chat's frame, read
  // without it ("bisa online via zoom jg" stays how it is taught).
  const inner = unframed(text);
  if (inner) return sortPart(inner, kind, businessType, brand, heading, hasPrice, opens, framed);
  if (
    !hasPrice &&
    ((HOURS_PATTERN.test(phrase) &&
      (TIME_PATTERN.test(text) || /\b(?:buka|open|tutup|closed|libur|istirahat|break)\b/.test(phrase))) ||
      TIME_PATTERN.test(text))
  ) {
    return { type: 'none', text };
  }
  // "malam + lampu tambah 20rb", "weekend naik 50rb", "bawa botol sendiri diskon 5rb", "kids under 12 half
  // price": a price that changes another is a term, never an item's; the owner places it.
  if (CHANGES.test(phrase)) return { type: 'condition', text };
  // "bisa antar, ongkir 5rb", "tamu cowok dilarang masuk kamar": what the business can do, without a price
  // of its own, or forbids is a term, never an item ("bisa private sampe lancar 1,5jt" is one; an offering
  // framed "bisa … jg" is read above).
  if ((!hasPrice && (CAN.test(phrase) || PAYMENT.test(phrase))) || FORBIDS.test(phrase))
    return { type: 'condition', text };
  // "Order by WA before Monday": a call to act as written, before its opening word is dropped.
  if (!hasPrice && CALL_TO_ACT.test(phrase) && !kindItemFor(phrase, kind)) return { type: 'feature', text };
  // "gluten free options", "licensed English-speaking guide", "sehat": a claim.
  if (
    !hasPrice &&
    (FREE_OF.test(phrase) ||
      /^(?:licensed|certified|experienced|professional|berlisensi|bersertifikat|berpengalaman|profesional)\b/.test(
        phrase,
      ) ||
      CLAIMS.has(phrase))
  )
    return { type: 'feature', text };
  // "guide walks with you", "driver speaks English", "terapis wanita semua": who does the work, said of them.
  if (!hasPrice && /^\S+ (?:walks|speaks|comes|come|drives|helps|handles|datang|bisa bahasa)\b/.test(phrase))
    return { type: 'feature', text };
  // "dalam kota", "luar kota hitung per km": where a price holds, a term.
  if (!hasPrice && /^(?:dlm|dalam|luar|in|out of) (?:kota|town|city)\b/.test(phrase))
    return { type: 'condition', text };
  // "harga per meter": how it is priced.
  // "harga per meter", "jual per roll lbh murah": how it is priced or sold.
  if (!hasPrice && /^(?:(?:harga|price|tarif|jual|sell) )?per \S+/.test(phrase))
    return { type: 'feature', text };
  // "Need international license", "not recommended for beginners", "wajib bawa KTP": what a customer must
  // bring or know, a term; "biaya transport mulai 20rb": what a visit costs on top, a term with its price.
  if (
    (!hasPrice &&
      /^(?:need|needs|required|requires|require|wajib|harus|perlu|not|tidak|tdk)\b/.test(phrase)) ||
    /^(?:biaya|ongkos) (?:transport|transportasi|kirim|antar|jemput|tambahan|admin|parkir)\b/.test(phrase)
  )
    return { type: 'condition', text };
  // "mekanik ex tim balap", "terapis wanita bersertifikat": who does the work, said of them.
  if (!hasPrice && phrase.includes(' ') && STAFF_NOUNS.has(phrase.split(' ')[0]!))
    return { type: 'feature', text };
  // "office in Kerobokan": where it is.
  if (
    !hasPrice &&
    /^(?:office|kantor kami|our office|basecamp|workshop kami)\b/.test(phrase) &&
    placeOf(text).area
  )
    return { type: 'area', text };
  // "up to 8 pax", "max 6 people": how many it takes.
  if (!hasPrice && /^(?:up to|max|maks|maksimal|kapasitas|capacity)\b/.test(phrase))
    return { type: 'feature', text };
  // "Mon-Fri", "thu 5pm", "except Friday", "hari minggu & tgl merah tetep jalan": when, no item.
  if (!hasPrice && isWhen(phrase)) return { type: 'none', text };
  // "kelas weekend sabtu/minggu": when it is held, no item.
  if (!hasPrice && phrase.split(' ').filter((word) => DAY_NAMES.has(word)).length >= 2)
    return { type: 'feature', text };
  if (CAN.test(phrase))
    return sortPart(
      text.trim().replace(/^\S+\s+/, ''),
      kind,
      businessType,
      brand,
      heading,
      hasPrice,
      opens,
      framed,
    );
  // "tanpa gula", "tdk melayani hutang", "no MSG", "dgn sopir": what comes with it or not, never an item.
  if (
    !hasPrice &&
    (/^(?:tanpa|without|no|non|tdk|tidak|gak|ga|nggak|bukan|dgn|dengan|with|incl)\b/.test(phrase) ||
      /^\d+ \S+ \d+ \S+$/.test(phrase))
  ) {
    return { type: 'feature', text };
  }
  // "200rb/bulan 8x pertemuan", "mangkal depan SMAN 3": how often or where, never an item; a price there is
  // the price of the offering before it.
  if (/^(?:\d+ ?x|mangkal|lokasi|alamat)\b/.test(phrase)) {
    return { type: hasPrice ? 'none' : phrase.startsWith('mangkal') ? 'area' : 'feature', text };
  }
  // "pilih topping sendiri (harga mulai 10rb)", "dimasak sate": how it is served; a price there is the
  // price of the offering before it.
  if (/^(?:pilih|choose|dimasak|diolah|dibuat|disajikan)\b/.test(phrase)) {
    return { type: hasPrice ? 'none' : 'feature', text };
  }
  // "Antar barang" is what a courier offers, a term of sale for anyone else.
  // A fee or a share ("fee jastip 10%") is a term; a priced part is an offering even when it names where
  // or how ("pet sitting at your villa IDR 250,000/day").
  if (/\bfee\b|%/.test(text.toLowerCase()) && !hasPrice) return { type: 'condition', text };
  if (
    !hasPrice &&
    (VISIT_PATTERN.test(phrase) ||
      STRONG_CONDITION.test(phrase) ||
      (CONDITION_PATTERN.test(phrase) && !kindItemFor(phrase, kind)))
  )
    return { type: 'condition', text };
  const raw = text.split(/\s+/).filter(Boolean);
  while (
    raw.length &&
    LEADING.has(normalizeText(raw[0]!)) &&
    !OPEN_NAMES.has(normalizeText(raw.slice(0, 2).join(' ')))
  ) {
    // "jual beli emas": a shop that buys and sells names what it trades after both verbs.
    if (/^jual$/i.test(raw.shift()!) && /^beli$/i.test(raw[0] ?? '') && raw.length > 1) raw.shift();
  }
  if (raw.length === 0) return { type: 'none', text };
  const first = normalizeText(raw[0]!);
  if (PURPOSE_CUT.has(first)) return { type: 'audience', text };
  if (PLACE_CUT.has(first) || isPlace(norm(raw))) return { type: 'area', text };
  // "cabang kedua di Depok" says where the business stands, wherever it comes in a list.
  if (raw.length > 1 && BRANCHES.has(first)) return { type: 'none', text };
  let named = false;
  while (raw.length > 1 && BUSINESS_NOUNS.has(normalizeText(raw[0]!))) {
    // "jasa pembuatan taman rumah" after the list: a service the business offers, unless it opens the
    // description ("Jasa las Pak Joko").
    const service = normalizeText(raw.shift()!) === 'jasa' && raw.length >= 2 && heading === null;
    named ||= !service;
  }
  const cut = raw.findIndex(
    (word, index) =>
      index > 0 &&
      (PLACE_CUT.has(normalizeText(word)) ||
        PURPOSE_CUT.has(normalizeText(word)) ||
        (OTHER_CUT.has(normalizeText(word)) && !(hasPrice && WITH.has(normalizeText(word))))),
  );
  // "Meet at Kuta Beach near the tower": where to meet, no item.
  if (
    !hasPrice &&
    cut > 0 &&
    PLACE_CUT.has(normalizeText(raw[cut]!)) &&
    WORKS_AT.test(norm(raw.slice(0, cut)))
  )
    return { type: 'area', text };
  const kept = (cut > 0 ? raw.slice(0, cut) : raw).filter(
    (word, index, all) =>
      !/^(dll|dsb|etc|dst|dkk)\.?$/i.test(word) &&
      (/[\p{L}\p{N}]/u.test(word) || ((word === '+' || word === '&') && index > 0 && index < all.length - 1)),
  );
  // "Ganti oli mulai 45rb", "laundry kiloan murah": how it is priced or praised, not what is offered.
  // "kapster ramah", "tempat bersih": praise of the staff or the place is a claim, no item; praise of what
  // is sold ("air galon isi ulang higienis") is no part of its name.
  // A word of praise followed by more of the name is part of it ("beras pandan wangi 5kg").
  const praised = kept.findIndex((word, index) => index > 0 && CLAIMS.has(normalizeText(word)));
  if (praised > 0) {
    if (!hasPrice && kept.slice(0, praised).some((word) => STAFF_AND_PLACE.has(normalizeText(word))))
      return { type: 'feature', text };
    const praiseOnly = kept
      .slice(praised + 1)
      .map(normalizeText)
      .every((word) => !word || CLAIMS.has(word) || TRAILING.has(word) || PRAISE_JOINERS.has(word));
    if (praiseOnly) kept.splice(praised);
  }
  // "croissant butter setiap pagi": when a dish is made is said of it, no part of its name ("live music
  // every Friday" stays how the place is).
  const when = kept.findIndex((word, index) => index > 0 && /^(?:tiap|setiap|every)$/i.test(word));
  if (
    when > 0 &&
    kept.length - when <= 3 &&
    kept.slice(0, when).some((word) => CATALOGUE_NAMES.has(normalizeText(word)))
  )
    kept.splice(when);
  let every = false;
  while (kept.length > 1 && TRAILING.has(normalizeText(kept.at(-1)!))) {
    if (EVERY.test(normalizeText(kept.pop()!))) every = true;
  }
  // A place at the end of a name the catalogue does not know ("jus buah segar Samarinda") says where, not what;
  // after "to", "ke" or "dari" it is where the offering goes ("airport to Canggu").
  while (
    kept.length > 1 &&
    isPlace(normalizeText(kept.at(-1)!)) &&
    !CATALOGUE_NAMES.has(norm(kept)) &&
    // "kursus bahasa Inggris": after "bahasa" a country names a language; "baju adat Bali": after a
    // tradition, a region names its style.
    !/^(?:bahasa|bhs|b|adat|khas|tradisional|gaya|ala)$/i.test(kept.at(-2)!) &&
    !/^(?:to|ke|dari|from|via|-)$/i.test(kept.at(-2)!) &&
    // "kambing jawa 2,5jt", "domba garut 3jt": one word and a place, priced, is a breed or a kind of its own.
    !(hasPrice && kept.length === 2)
  )
    kept.pop();
  const name = norm(kept);
  // "diproses sesuai syariat", "dikirim dari Jepara": how it is made or sent, said of what is sold.
  if (!hasPrice && PASSIVE.test(name)) return { type: 'feature', text };
  // "Shop on Jl. …" once the street is taken out: a preposition alone names nothing.
  if (/^(?:on|at|in|di|ke|of|to|the)$/.test(name)) return { type: 'none', text };
  // "English speaking local guide", "mekanik ex tim balap": who does the work, said of them.
  if (!hasPrice && kept.length > 1 && STAFF_NOUNS.has(normalizeText(kept.at(-1)!)))
    return { type: 'feature', text };
  // "pesen malem, pagi sampe": when it is ordered or arrives; "level pedes 1-5": how hot, said of a dish.
  if (!hasPrice && name.split(' ').every((word) => TIMES_OF_DAY.has(word))) return { type: 'none', text };
  if (/^level\b/.test(name)) return { type: hasPrice ? 'condition' : 'feature', text };
  const purpose = cut > 0 && PURPOSE_CUT.has(normalizeText(raw[cut]!)) ? ({ purpose: true } as const) : {};
  if (!name) return { type: 'none', text, ...purpose };
  // A time said with a number ("kak buka jam 10 pagi", "senin-minggu 7 pagi-5 sore", "11 malam").
  if (!hasPrice && (OPENING_WORD.test(name) || (/\d/.test(name) && DAY_PART.test(name))))
    return { type: 'none', text, ...purpose };
  // "2 kg", "1 pcs", "5 kamar", "60 menit": a quantity, not an offering.
  if (!hasPrice && /^\d+(?:[.,]\d+)? ?\p{L}{0,8}$/u.test(name)) return { type: 'feature', text, ...purpose };
  if (heading === 'clause' || (heading === 'single' && namesTheBusiness(name, businessType, kind)))
    return { type: 'none', text, ...purpose };
  // The business's own name ("Salon Ayu" at Salon Ayu) or a landmark ("samping masjid", "mall X lt 2").
  if (brand && ` ${name} `.includes(` ${normalizeText(brand)} `)) return { type: 'none', text, ...purpose };
  // "Serangan harbour", "Jambi Town Square Lt 2": where, by what it ends on.
  if (!hasPrice && /\b(?:harbour|harbor|pelabuhan|dermaga|viewpoint|lt|lantai)(?: \d+)?$/.test(name))
    return { type: 'area', text };
  // "Cipinang Jakarta Timur.": a sentence of one or two names in capitals before a city says where.
  if (!hasPrice && framed && endsOnCity(name) && text.split(/\s+/).every((word) => /^\p{Lu}/u.test(word)))
    return { type: 'area', text };
  // "pekanbaru depan bank bri": a city and where in it.
  const afterCity = name.split(' ').slice(1).join(' ');
  if (
    LANDMARK.test(name) ||
    /\b(?:no|nomor|km|blok|lt|rt|rw)\s?\d+/.test(name) ||
    (isPlace(name.split(' ')[0]!) && LANDMARK.test(afterCity))
  )
    return { type: 'area', text };
  // "rasa rumahan", "rasa bintang lima": praise of how it tastes.
  if (
    !hasPrice &&
    /^rasa (?:rumahan|rumah|enak|mantap|nikmat|asli|otentik|authentic|juara|bintang lima|premium)\b/.test(
      name,
    )
  )
    return { type: 'feature', text, ...purpose };
  // "praktek dokter hewan drh. Sinta", "Catering Bu Endah": the business by its owner's name, no item.
  if (!hasPrice && NAMED_PERSON.test(text)) return { type: 'none', text, ...purpose };
  // A day ("Minggu"), a person ("Bu Sri", "coach Andre"), "semua …", "min order …": no item.
  if (
    !hasPrice &&
    (DAY_NAMES.has(name) || PERSON.test(name) || /^(?:semua|all|min|promo|domisili)\b/.test(name))
  )
    return { type: 'feature', text, ...purpose };
  // "sblm disewa telat balikin denda", "tanya2 jalur dulu", "ask us anything": a term or a chat, no item.
  if (!hasPrice && !kindItemFor(name, kind) && tokens0(name).some((token) => CHAT_WORDS.has(token)))
    return { type: 'feature', text, ...purpose };
  // "IG @kopitepikali": where to follow the business, never an item.
  if (/(?:^|\s)@\w|^(?:ig|instagram|tiktok|fb|facebook|youtube)\b/i.test(text.trim()))
    return { type: 'none', text };
  // "ongkir 5rb", "deposit 1 juta", "telat balikin denda 10rb/hari": the price of a term is the owner's to
  // place, never an item's.
  if (hasPrice && TERM_PRICE.test(name) && !kindItemFor(name, kind)) return { type: 'condition', text };
  // "Small groups", "sleeps 4 guests", "by Thursday", "retreats coming soon", "custom colors on request".
  if (!hasPrice && ENGLISH_ASIDES.test(name)) return { type: 'feature', text, ...purpose };
  // "ID card", "KTP", "passport copy": papers asked for.
  if (!hasPrice && DOCUMENTS.test(name)) return { type: 'condition', text, ...purpose };
  // "Kedai kopi kecil di sudut kota", "Cabang kedua di Jogja": the business itself, where it stands.
  if (named && opens && (framed || cut > 0)) return { type: 'none', text, ...purpose };
  if (!hasPrice && isFacility(name, kind)) return { type: 'feature', text, ...purpose };
  const tokens = name.split(' ');
  if (
    tokens.every((token) => QUALIFIERS.has(token) || SMALL.has(token)) &&
    !(tokens.length >= 2 && PACKAGE_HEADS.has(tokens[0]!)) &&
    // "harian 25rb, bulanan 500rb": a period with its own price is what is sold.
    !(hasPrice && tokens.length <= 2 && tokens.some((token) => PERIODS.has(token)))
  )
    return { type: 'none', text };
  // "2 kamar kosong", "sdh full", "pesan sekarang", "langsung chat aja": availability and calls to act.
  if (!hasPrice && (AVAILABILITY.test(name) || CALL_TO_ACT.test(name))) return { type: 'feature', text };
  // "book now 50k", "pesan sekarang 15rb": a price by a call to act names nothing; the owner places it.
  if (hasPrice && CALL_TO_ACT.test(name)) return { type: 'none', text };
  // "SD, SMP, SMA", "Ages 1-5": who it is for, even where the kind sells by level.
  if (
    !hasPrice &&
    (tokens.every((token) => AUDIENCES.has(token) || SMALL.has(token)) ||
      /^(?:ages?|usia|umur) \d/.test(name))
  )
    return { type: 'audience', text };
  const item = kindItemFor(name, kind) ?? (CATALOGUE_NAMES.has(name) ? name : undefined);
  if (!item) {
    if (!hasPrice && FEATURE_PATTERN.test(name)) return { type: 'feature', text, ...purpose };
    if (isPlace(name)) return { type: 'area', text };
    if (tokens.every((token) => AUDIENCES.has(token) || SMALL.has(token))) return { type: 'audience', text };
    if (/^\d+$/.test(name)) return { type: 'none', text };
  }
  if (kept.length > MAX_WORDS && !hasPrice) return { type: 'none', text };
  if (BUSINESS_NOUNS.has(name.split(' ')[0]!) || (named && isKindKeyword(name)))
    return { type: 'none', text };
  // "jual spare part mesin jahit lengkap": a full range of what is sold ("alat lengkap" is the gym's own).
  const range = name.endsWith(' lengkap') ? name.slice(0, -' lengkap'.length) : '';
  if (
    range &&
    !hasPrice &&
    !FACILITY_HEAD.test(range) &&
    !range.split(' ').some((token) => DESCRIPTIVE.has(token))
  ) {
    const trimmed = trimName(kept.slice(0, -1));
    return { type: 'offering', words: trimmed.words.slice(-MAX_WORDS), details: trimmed.details, ...purpose };
  }
  if (!item && !hasPrice && name.split(' ').some((token) => DESCRIPTIVE.has(token))) {
    return { type: 'feature', text };
  }
  if (!hasPrice && isBusinessItself(name, businessType, kind, opens && (framed || cut > 0)))
    return { type: 'none', text, ...purpose };
  const trimmed = trimName(kept);
  return {
    type: 'offering',
    words: trimmed.words.slice(-MAX_WORDS),
    details: trimmed.details,
    ...purpose,
    ...(every ? { every } : {}),
  };
}

// The offering the business type names ("les privat" → "Les Privat", "villa" → "Villa"), for a price the
// owner wrote on a session or a size rather than on a named offering; added once, after what they named.
function businessOffering(
  businessType: string,
  kind: Kind,
  offerings: OwnerOffering[],
): OwnerOffering | null {
  const raw = businessType.split(/\s+/).filter(Boolean);
  while (raw.length > 1 && BUSINESS_NOUNS.has(normalizeText(raw[0]!))) raw.shift();
  while (raw.length > 1 && BUSINESS_NOUNS.has(normalizeText(raw.at(-1)!))) raw.pop();
  const name = tidyName(raw.length ? raw : [...kind.name[0].split(' ')]);
  if (!name) return null;
  const existing = offerings.find((offering) => normalizeText(offering.name) === normalizeText(name));
  if (existing) return existing;
  if (offerings.length >= MAX_OFFERINGS) return null;
  const offering: OwnerOffering = { name, price: null, unit: null, details: [] };
  offerings.push(offering);
  return offering;
}

// A size or a weight written in a name ("1kg", "500gr", "10l").
const SIZE = /^\d+(?:[.,]\d+)?(?:kg|gr|g|ml|l|ltr|liter|cm|m|mm|inch|pk|watt)$/;
// A name that is only a size ("500ml", "1 liter", "250 gr").
const MEASURE_ONLY =
  /^\d+(?:[.,]\d+)? ?(?:kg|gr|g|gram|ml|l|ltr|liter|litre|ons|cm|mm|m|inch|bln|bulan|mgg|minggu|hari|hr|month|months|week|weeks|min|menit|mnt|jam|hour|hours|hrs)$/;

// What a size alone measures: the offering named before it in its sentence, without its own size ("Susu
// Segar 1 Liter" → "Susu Segar"; the whole name when its size went to its details), else the opening's first
// phrase when the opening has no price and the phrase names no place ("Madu hutan asli Sumbawa"); empty when
// neither.
function measuredHead(before: string, opening: readonly Part[]): string {
  const tokens = before.split(' ');
  const size = tokens.findIndex(
    (token, index) =>
      SIZE.test(normalizeText(token)) ||
      (/^\d+(?:[.,]\d+)?$/.test(token) && MEASURE_ONLY.test(normalizeText(`${token} ${tokens[index + 1]}`))),
  );
  if (size > 0) return tokens.slice(0, size).join(' ');
  // "Balinese massage 60 min 250k / 90 min 350k": the first length went to its details.
  if (before && size < 0) return before;
  // "Parfum refill bibit premium, tahan 8-12 jam. 30ml 35rb, 50ml 55rb": the opening's first phrase.
  const first = opening[0];
  if (!first || opening.some((part) => part.prices.length) || placeOf(first.text).area) return '';
  return first.text;
}
const EVERY = /\b(?:semua|semuanya|all|each|masing|masing2|sama2|rata)\b/;
const GENERIC = words('sewa rental paket kelas jasa layanan service servis les kursus harga the of dan and');

function earlierMention(
  offerings: readonly OwnerOffering[],
  key: string,
  sentence: number,
  sentenceOf: ReadonlyMap<OwnerOffering, number>,
): OwnerOffering | undefined {
  const own = key
    .split(' ')
    .filter((token) => token.length > 2 && !GENERIC.has(token) && !SIZE.test(token) && !PERIODS.has(token));
  // A bare word ("voli", "kentang 1kg"), not one after a trade word ("sewa joran" is not "joran shimano").
  const bare = key.split(' ').filter((token) => !SIZE.test(token) && !PERIODS.has(token)).length === 1;
  const candidates = offerings.filter((existing) => {
    if (existing.price !== null || (sentenceOf.get(existing) ?? sentence) >= sentence) return false;
    const theirs = normalizeText(existing.name)
      .split(' ')
      .filter((token) => token.length > 2 && !GENERIC.has(token));
    return (
      theirs.length > 0 &&
      (theirs.every((token) => own.includes(token)) ||
        // "voli 60rb" after "lapangan voli", "kentang 1kg 28rb" after "kentang goreng".
        (bare && own.length === 1 && theirs.includes(own[0]!)) ||
        (own.length > 1 && own.every((token) => theirs.includes(token))))
    );
  });
  return candidates.length === 1 ? candidates[0] : undefined;
}

const PERIOD_NAMES: Partial<Record<PriceUnit, string>> = {
  hari: 'Harian',
  minggu: 'Mingguan',
  bulan: 'Bulanan',
  tahun: 'Tahunan',
};

function periodVariant(
  last: { offering: OwnerOffering; sentence: number } | null,
  sentence: number,
  price: { value: number; unit: PriceUnit | null; from: boolean },
): OwnerOffering | null {
  if (!last || last.sentence !== sentence || last.offering.price === null || !last.offering.unit) return null;
  const period = price.unit ? PERIOD_NAMES[price.unit] : undefined;
  if (!period || price.unit === last.offering.unit || !PERIOD_NAMES[last.offering.unit]) return null;
  const base = last.offering.name.replace(/\s+(?:Harian|Mingguan|Bulanan|Tahunan)$/, '');
  return {
    name: `${base} ${period}`,
    price: price.value,
    unit: price.unit,
    ...(price.from ? { from: true } : {}),
    details: [],
  };
}

// The offerings without a price whose names hold every word of `key` ("workshops" in "Beginner Yoga Workshops").
function sharingHead(offerings: readonly OwnerOffering[], key: string): OwnerOffering[] {
  const own = key.split(' ').filter((token) => !GENERIC.has(token));
  if (own.length === 0) return [];
  return offerings.filter((existing) => {
    if (existing.price !== null) return false;
    const theirs = normalizeText(existing.name).split(' ');
    return theirs.length > own.length && own.every((token) => theirs.includes(token));
  });
}

function writtenText(description: string, price: { index: number; length: number }): string {
  return description.slice(price.index, price.index + price.length).trim();
}

function isPlace(value: string): boolean {
  const phrase = value.replace(/^(?:kota|kabupaten|kab|kecamatan|kec|desa|kelurahan)\s+/, '');
  if (PLACES.has(phrase) || REGION_PATTERN.test(phrase)) return true;
  const tokens = phrase.split(' ');
  // "Surabaya Barat", "Samarinda Seberang", "Tasikmalaya Kota": a place with the part of it.
  if (tokens.length > 1 && PLACES.has(tokens[0]!) && tokens.slice(1).every((token) => PLACE_PARTS.has(token)))
    return true;
  return tokens.every((token) => PROVINCES.has(token) || SMALL.has(token) || PLACES.has(token));
}

// "cipinang jakarta timur", "ubud gianyar": one or two words, then a place (never the catalogue's "sate padang").
function endsOnCity(name: string): boolean {
  if (CATALOGUE_NAMES.has(name)) return false;
  const tokens = name.split(' ');
  for (let from = 1; from <= 2 && from < tokens.length; from++)
    if (isPlace(tokens.slice(from).join(' '))) return true;
  return false;
}

const PLACE_PARTS = words('barat timur utara selatan tengah seberang kota kab raya pusat centre center');

// The business type itself is not one of its offerings ("Sewa Motor di Lombok" for a motorbike rental); the
// type or a word of the kind that stands in a list among other offerings is one ("terima cuci sofa, kasur"
// for a sofa cleaner, "udang, kepiting" for a seafood place).
function isBusinessItself(name: string, businessType: string, kind: Kind, framed: boolean): boolean {
  const type = spelled(normalizeText(businessType).replace(/^(?:jasa|usaha|toko|warung|layanan)\s+/, ''));
  // "Bali private driver", "servis hp segala merk", "konveksi rumahan": the type with where it is or praise.
  const bare = spelled(name.replace(/^(?:jasa|usaha|layanan)\s+/, ''))
    .split(' ')
    .filter((word, index, all) => !(isPlace(word) && (index === 0 || index === all.length - 1)))
    .join(' ')
    .replace(/ (?:segala merk|semua merk|all brands|rumahan|murah|terpercaya|profesional)$/, '');
  // The kind's own name for its trade ("Sewa Motor", "Catering", "Servis AC") is never one item of it.
  const trade = [...kind.name, ...kind.offering].map(normalizeText);
  if (trade.includes(name) || trade.includes(bare)) return true;
  return (
    framed &&
    // "cuci mobil" for "cuci mobil panggilan": the type's own opening words, two or more.
    (bare === type ||
      (bare.includes(' ') && type.startsWith(`${bare} `)) ||
      (isKindKeyword(bare) && kind.keywords.map(normalizeText).includes(bare) && !kindItemFor(bare, kind)))
  );
}

const singular = (word: string) => (word.length > 4 ? word.replace(/(?<![su])s$/, '') : word);
const GENERAL_WORDS = words(
  'class classes kelas paket package sewa rental jasa layanan service servis the and of',
);

// "Fresh flower bouquets & arrangements … hand bouquet 275k": a member of an opening clause whose words come
// back in the priced offerings after it sums them up; one that does not ("contemporary") is an offering.
function namedLater(words: readonly string[], pricedLater: ReadonlySet<string>): boolean {
  return normalizeText(words.join(' '))
    .split(' ')
    .some((word) => word.length > 2 && !GENERAL_WORDS.has(word) && pricedLater.has(singular(word)));
}

// The words of a part said as "bisa … jg", "… jg bisa", "bisa juga …", "… also available", "… juga tersedia",
// without them; null without that frame.
function unframed(text: string): string | null {
  const all = text.split(/\s+/).filter(Boolean);
  const word = (at: number) => normalizeText(all[at] ?? '');
  let from = 0;
  let to = all.length;
  let can = false;
  let also = false;
  const take = (at: number) => {
    if (CAN_WORDS.has(word(at))) can = true;
    else also = true;
  };
  while (from < to && FRAME_WORDS.has(word(from))) take(from++);
  while (to > from && FRAME_WORDS.has(word(to - 1))) take(--to);
  return can && also && to > from ? all.slice(from, to).join(' ') : null;
}
const CAN_WORDS = words('bisa bs tersedia available ada possible');
const FRAME_WORDS = words('bisa bs juga jg also tersedia available ada possible');

// One spelling for the trade words owners write two ways.
const spelled = (text: string) => text.replace(/\bservice\b/g, 'servis');

const FREE_OF = /\b(?:gluten|sugar|dairy|msg|alcohol|smoke|cruelty|paraben|lactose|nut|caffeine) free\b/;

// The feature that follows a marker inside a part ("kamar 3x4 sudah ada kasur" → "kamar 3x4" + "kasur").
function splitMarker(text: string): { before: string; marker: string; after: string } | null {
  const normal = ` ${normalizeText(text)} `;
  // "gluten free", "sugar free": what it is free of, no marker of what comes with it.
  const marker = FEATURE_MARKERS.filter(
    (phrase) => normal.includes(` ${phrase} `) && !(phrase === 'free' && FREE_OF.test(normal)),
  ).sort((a, b) => normal.indexOf(` ${a} `) - normal.indexOf(` ${b} `) || b.length - a.length)[0];
  if (!marker) return null;
  const pattern = new RegExp(`(^|\\s)${marker.split(' ').join('\\s+')}\\.?(?=\\s|$)`, 'i');
  const match = pattern.exec(text);
  if (!match) return null;
  return {
    before: text.slice(0, match.index).trim(),
    marker: match[0].trim(),
    after: text.slice(match.index + match[0].length).trim(),
  };
}

/**
 * Stages 1 to 5, by rules alone: reads a description the way an owner writes it in a chat and keeps apart
 * what they offer (with the price they wrote on it) from features, conditions, places and audiences. A
 * price with no offering in its part ("Sewa bulanan Rp 1.200.000") belongs to the nearest offering before
 * it that has none, else to the next one named. The tagger's check comes after (reading/read-owner-offer.ts).
 */
/** An offer with nothing read yet. */
export const emptyOffer = (): OwnerOffer => ({
  offerings: [],
  features: [],
  conditions: [],
  areas: [],
  audiences: [],
  visits: false,
  unplaced: [],
});

const DAY_WORD = `(?:morning|afternoon|evening|night|day|weekday|weekend|pagi|siang|sore|malam|malem|mlm|hari|${WEEKDAY})`;
const AT_CLOCK = String.raw`(?:(?:at|jam|pukul|pk)\s+\d{1,2}(?:[.:]\d{2})?(?:\s*(?:am|pm|pagi|siang|sore|malam|malem|mlm))?|\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)|\d{1,2}\s+(?:pagi|siang|sore|malam|malem|mlm)|\d{1,2}[.:]\d{2})`;
const HAPPENS =
  /(?:^|\s)(?:departs?|departure|leaves?|berangkat|brgkt|tiba|arrives?|sampai|check|checkin|checkout|ganti|berganti|berubah|changes?|fresh|roasting|roast|baked|dibuat|dimasak|masak|panen|ready|ready stock|ada|tersedia|available|buka|tutup|open|close|closes|kirim|dikirim|antar|diantar|delivery|pickup|jemput|dijemput)(?:\s|$)/;
const CLASS_WORDS = words('class classes group session sessions program kelas grup sesi morning evening');
const MEETS = new RegExp(
  String.raw`\s+((?:(?:every|each|tiap|setiap|on)\s+${DAY_WORD}(?:\s*(?:&|,|\/|and|dan|-)\s*${DAY_WORD})*(?:\s+${AT_CLOCK}(?:\s*(?:-|–|to|until|sd|s\/d|smp|sampai|sampe)\s*${AT_CLOCK})?)?|${AT_CLOCK}(?:\s*(?:-|–|to|until|sd|s\/d|smp|sampai|sampe)\s*${AT_CLOCK})?))\s*$`,
  'iu',
);

// A class's name with the time it meets after it ("hatha yoga every morning 7am" → "hatha yoga" and "every
// morning 7am"); null when there is none, or what is before it names no class (opening hours, days).
function meetingTime(text: string): { name: string; time: string } | null {
  const match = MEETS.exec(text);
  if (!match) return null;
  const name = text.slice(0, match.index).trim();
  const phrase = normalizeText(name);
  if (
    !phrase ||
    HOURS_PATTERN.test(phrase) ||
    OPENING_WORD.test(phrase) ||
    /\d/.test(phrase) ||
    phrase.split(' ').every((word) => TIMES_OF_DAY.has(word) || DAY_NAMES.has(word)) ||
    // "departs 9am", "check out jam 12.00", "biji lokal ganti tiap minggu", "roasting tiap senin": when
    // something happens, not a class; "kelas pagi jam 9", "morning classes 7am": when the classes named
    // elsewhere meet.
    HAPPENS.test(phrase) ||
    PASSIVE.test(phrase) ||
    phrase.split(' ').every((word) => GENERIC.has(word) || CLASS_WORDS.has(word) || TIMES_OF_DAY.has(word))
  )
    return null;
  return { name, time: match[1]! };
}

export function readByRules(description: string, kind: Kind, businessType = '', brand = ''): OwnerOffer {
  const { parts, prices, taken } = splitParts(description, kind);
  const offer = emptyOffer();
  const seen = new Set<string>();
  const supplied = suppliedParts(parts, kind);
  const places = placeParts(parts, kind);
  const opening = parts.filter((other) => other.sentence === 0);
  // What the opening names: a place, a term of delivery or a visit ("same-day delivery across South
  // Jakarta") names nothing sold. In a longer opening, only a member whose words come back priced sums up.
  const naming = opening.filter((other) => {
    const phrase = normalizeText(other.text);
    return (
      !places.has(other) &&
      !isPlace(normalizeText(placeOf(other.text).text)) &&
      !VISIT_PATTERN.test(phrase) &&
      !CONDITION_PATTERN.test(phrase)
    );
  });
  const introduces =
    naming.length <= 3 &&
    opening.every((other) => other.prices.length === 0) &&
    parts.filter((other) => other.sentence > 0 && other.prices.length > 0).length >= 2 &&
    !opening.some((other) =>
      normalizeText(other.text)
        .split(' ')
        .some((word) => SELLING.has(word)),
    ) &&
    // "Sewa kamera, lensa dan tripod", "jasa cat rumah/ruko/pagar": a trade's verb lists what it offers.
    !TRADE_OPENERS.has(normalizeText(opening[0]?.text ?? '').split(' ')[0]!);
  // The words of the priced parts after the opening, each in its singular ("bouquets" → "bouquet").
  const pricedLater = new Set(
    parts
      .filter((other) => other.sentence > 0 && other.prices.length > 0)
      .flatMap((other) => normalizeText(other.text).split(' ').map(singular)),
  );
  // "Camera & drone rental in South Jakarta": a phrase of the opening that ends on a shop word names the shop.
  const shopOpening = opening.some((other) =>
    SHOP_WORDS.has(normalizeText(placeOf(other.text).text).split(' ').at(-1)!),
  );
  // "Refleksi & Pijat Keluarga Sehat" above the list, "Coto Makassar Daeng Sitaba 🍲": the brand's own name,
  // the owner's or a title in capitals opens the description.
  const brandWords = normalizeText(brand);
  // "SERVICE LAPTOP & KOMPUTER" over a list written in lower case: a title.
  const shouted = (text: string) => /\p{Lu}{3}/u.test(text) && text === text.toUpperCase();
  const titled =
    shouted(opening.map((other) => other.text).join(' ')) &&
    parts.some((other) => other.sentence > 0 && /\p{Ll}/u.test(other.text));
  const personOpening =
    titled ||
    opening.some((other) => NAMED_PERSON.test(other.text)) ||
    (brandWords.includes(' ') && normalizeText(opening.map((other) => other.text).join(' ')) === brandWords);
  const sentenceOf = new Map<OwnerOffering, number>();
  const waiting: number[] = [];
  // The offering the part before named, for a period that shares it.
  let previous = null as { words: string[]; sentence: number } | null;
  // The offering the last part named, for a price that follows it on its own.
  let last = null as { offering: OwnerOffering; sentence: number } | null;
  const attach = (offering: OwnerOffering, priceIndex: number) => {
    offering.price = prices[priceIndex]!.value;
    offering.unit = prices[priceIndex]!.unit;
    if (prices[priceIndex]!.from) offering.from = true;
  };
  // After a facility, a condition or a purpose, the rest of the sentence's list continues it ("sudah ada
  // kasur, lemari, wifi"; "untuk acara pernikahan, konser") unless a part names a known item or a price.
  let mode: {
    sentence: number;
    type: 'feature' | 'condition' | 'audience' | 'area';
    target: string[];
    owner?: OwnerOffering;
  } | null = null;
  for (const part of parts.slice(0, MAX_PARTS)) {
    if (VISIT_PATTERN.test(normalizeText(part.text))) offer.visits = true;
    if (mode && mode.sentence !== part.sentence) mode = null;
    if (part.contents) {
      if (last?.sentence === part.sentence) last.offering.details.push(part.text);
      else offer.features.push(part.text);
      continue;
    }
    const { text: withoutPlace, area } = placeOf(part.text);
    if (area) addArea(offer.areas, area);
    // "kerja area Jabodetabek", "Office in Kerobokan": what is left says that the business works there.
    if (area && part.prices.length === 0 && (!withoutPlace || WORKS_AT.test(normalizeText(withoutPlace)))) {
      mode = { sentence: part.sentence, type: 'area', target: offer.areas };
      continue;
    }
    if (isServiceArea(part.text)) offer.visits = true;
    let text = withoutPlace;
    // "haircut with beard trim IDR 120,000" is one priced offering, not a haircut and an extra.
    const split = splitMarker(text);
    // "skrg sdh full": "sdh" alone marks what comes with a priced offering only.
    const marked =
      split &&
      ((part.prices.length > 0 && /^(?:with|plus|dengan|dgn)$/i.test(split.marker)) ||
        (part.prices.length === 0 && ALREADY.includes(normalizeText(split.marker))))
        ? null
        : split;
    // "survey gratis area Bandar Lampung", "cuci perhiasan gratis utk pelanggan": what is given free is said
    // of the business, not sold ("kamar AC free wifi" gives the wifi with the room).
    if (
      marked &&
      part.prices.length === 0 &&
      /^(?:gratis|free)$/i.test(marked.marker) &&
      (!marked.after || /^(?:utk|untuk|buat|for|bagi|kalo|kalau|jika|if|asal|selama)\b/i.test(marked.after))
    ) {
      if (marked.before) offer.features.push(marked.before);
      last = null;
      continue;
    }
    let details: string[] = [];
    if (marked && (marked.before || marked.after)) {
      text = marked.before;
      if (marked.after) details = [`${marked.marker} ${marked.after}`];
    }
    const sentence = parts.filter((other) => other.sentence === part.sentence);
    // The first clause, standing alone before others, is often the business naming itself ("Frozen food
    // homemade tanpa pengawet", "Gym & fitness center Balikpapan").
    const opening = parts.filter((other) => other.sentence === 0);
    const first = normalizeText(opening[0]?.text ?? '');
    const heading: Heading =
      part.sentence !== 0 ||
      part.sells ||
      !parts.some((other) => other.sentence > 0) ||
      opening.some((other) => other.prices.length > 0)
        ? null
        : // "Camera & drone rental in South Jakarta": a later phrase that ends on a shop word names the shop;
          // "Paket Rias Pengantin Adat Jawa & Modern, Bu Sri Klaten": so does one that names the owner.
          shopOpening ||
            personOpening ||
            (namesTheBusiness(first, businessType, kind, true) &&
              !CATALOGUE_NAMES.has(first) &&
              !listsUnderType(first, opening, businessType) &&
              !sharesTheHead(opening))
          ? 'clause'
          : opening.length === 1
            ? 'single'
            : null;
    const sortText = (phrase: string): Sorted =>
      part.asks
        ? { type: 'none', text: phrase }
        : supplied.has(part)
          ? { type: phrase ? 'feature' : 'none', text: phrase }
          : places.has(part)
            ? { type: 'area', text: phrase }
            : sortPart(
                phrase,
                kind,
                businessType,
                brand,
                heading,
                part.prices.length > 0,
                sentence[0] === part,
                sentence.length === 1 || area !== null,
              );
    // "hatha yoga every morning 7am", "vinyasa at 5pm", "kelas renang jam 4 sore": when a class meets, said
    // after its name, goes with it as a detail in the owner's words, where the name alone reads as an offering.
    const when = part.asks || supplied.has(part) || places.has(part) ? null : meetingTime(text);
    const timed = when && sortText(when.name);
    let sorted: Sorted;
    if (when && timed?.type === 'offering') {
      sorted = timed;
      text = when.name;
      details = [...details, when.time];
    } else sorted = sortText(text);
    // "small coffee shop in Bali, flat white 35k", "AC cleaning service in Jakarta, cleaning 75k": an unpriced
    // phrase opening a priced list that ends on a word for a shop or a service names the business itself.
    if (
      sorted.type === 'offering' &&
      part === parts[0] &&
      part.prices.length === 0 &&
      sentence.some((other) => other.prices.length > 0) &&
      (SHOP_WORDS.has(sorted.words.at(-1)!.toLowerCase()) ||
        /^(?:service|services)$/i.test(sorted.words.at(-1)!))
    )
      sorted = { type: 'none', text };
    // "bisa kilat 1 hari +25rb", "express +10rb": a price added for speed is a term of every offering, shown
    // to the owner with its price, not an item ("home service +30rb", "extra keju +5rb" are: owners sell them).
    if (
      sorted.type === 'offering' &&
      part.prices.some((index) => /\+\s*$/.test(taken.slice(0, prices[index]!.index))) &&
      SPEED.test(normalizeText(part.text))
    )
      sorted = { type: 'condition', text: part.text };
    // "Fresh flower bouquets & arrangements", then the priced list: an opening clause of one or two phrases,
    // with no price and no verb of selling, before priced offerings, introduces the business. What it names that
    // the kind does not know is the owner's to add, not an item.
    if (
      sorted.type === 'offering' &&
      introduces &&
      part.sentence === 0 &&
      // One the kind knows sums up only when its words come back priced ("Pet grooming & pet hotel …
      // Basic grooming cat 90k").
      // An opening of one phrase ("Rinjani trekking from Senaru") always does.
      (naming.length === 1 ||
        (isKnown(norm(sorted.words), kind)
          ? namedLater(sorted.words, pricedLater)
          : opening.length <= 3 || namedLater(sorted.words, pricedLater)))
    ) {
      // It waits in the owner's list; named again with a price ("Prewedding … photographer. … prewedding
      // IDR 4,500,000") it is read there, and leaves the list.
      const summed = norm(sorted.words);
      if (!offer.unplaced.some((left) => normalizeText(left.text) === summed))
        offer.unplaced.push({ text: tidyName(sorted.words), price: null });
      previous = null;
      last = null;
      continue;
    }
    const period = normalizeText(text);
    // "Penitipan harian dan bulanan": the second period shares the offering named with the first.
    if (
      sorted.type === 'none' &&
      PERIODS.has(period) &&
      previous?.sentence === part.sentence &&
      PERIODS.has(normalizeText(previous.words.at(-1)!))
    ) {
      sorted = { type: 'offering', words: [...previous.words.slice(0, -1), text], details: [] };
    }
    previous = sorted.type === 'offering' ? { words: sorted.words, sentence: part.sentence } : null;
    const unitFromWords = unitIn(normalizeText(part.text));
    const known = sorted.type === 'offering' && isKnown(norm(sorted.words), kind);
    // "2 hour lesson incl board n rashguard 350k": the price is the lesson's, the rashguard comes with it.
    if (
      mode?.type === 'feature' &&
      mode.owner?.price === null &&
      part.prices.length > 0 &&
      !marked &&
      !known
    ) {
      mode.target.push(text);
      attach(mode.owner, part.prices[0]!);
      continue;
    }
    // "sdh termasuk sayur, sambal, buah & air mineral": a list of what comes with it goes on past a dish the
    // catalogue knows; only one of the kind's own items ends it.
    const ownItem =
      known && (mode?.type !== 'feature' || kindItemFor(norm((sorted as { words: string[] }).words), kind));
    if (
      mode &&
      !marked &&
      part.prices.length === 0 &&
      !ownItem &&
      (sorted.type === 'offering' || sorted.type === mode.type)
    ) {
      mode.target.push(text);
      continue;
    }
    if (sorted.type === 'offering' && MEASURE_ONLY.test(norm(sorted.words))) {
      // "susu segar 1 liter 35rb, 500ml 20rb", "Madu hutan Sumbawa. 500ml 150rb": a size alone is a size of
      // what was named just before (or of what the opening names), never an offering called "500ml".
      const of = measuredHead(last?.sentence === part.sentence ? last.offering.name : '', opening);
      if (of) sorted = { ...sorted, words: [...of.split(' '), ...sorted.words] };
    }
    // "paket kambing A 2,8jt" then a line "B 3,4jt": a letter alone is the next of the lettered offerings.
    const lettered = offer.offerings.at(-1)?.name.split(' ') ?? [];
    if (
      sorted.type === 'offering' &&
      sorted.words.length === 1 &&
      LETTER.test(sorted.words[0]!) &&
      lettered.length > 1 &&
      LETTER.test(lettered.at(-1)!)
    )
      sorted = { ...sorted, words: [...lettered.slice(0, -1), sorted.words[0]!] };
    // "les privat SD-SMP … SD 75rb/sesi, SMP 90rb/sesi": a school level alone is the lesson for that level.
    if (
      sorted.type === 'offering' &&
      sorted.words.every((word) => LEVEL_WORDS.has(normalizeText(word))) &&
      TEACHING_TYPE.test(normalizeText(businessType))
    )
      sorted = { ...sorted, words: [...businessType.trim().split(/\s+/), ...sorted.words] };
    if (sorted.type === 'offering') {
      const key = norm(sorted.words);
      const name = tidyName(sorted.words);
      // "Sewa kamera, lensa. Kamera mirrorless mulai 100rb": a priced mention of what was named before
      // without a price is its price, not another offering.
      // "Kamar standar … Sewa bulanan Rp 950.000": a priced period alone prices the offering named before it.
      const periodOnly = key.split(' ').every((token) => PERIODS.has(token) || QUALIFIERS.has(token));
      const unpricedBefore = offer.offerings.filter((existing) => existing.price === null);
      if (periodOnly && part.prices.length && unpricedBefore.length === 1) {
        attach(unpricedBefore[0]!, part.prices[0]!);
        if (!unpricedBefore[0]!.unit && unitFromWords) unpricedBefore[0]!.unit = unitFromWords;
        last = null;
        continue;
      }
      // "Beginner and advanced yoga workshops … Workshops 350k each": a price on the head of offerings named
      // before, with "each" or "semua", is the price of each of them.
      const heads = sorted.every && part.prices.length ? sharingHead(offer.offerings, key) : [];
      if (heads.length) {
        for (const each of heads) attach(each, part.prices[0]!);
        last = null;
        continue;
      }
      // "Rebonding, keratin, hair botox semua mulai 300rb": the list before it in the sentence shares it.
      if (sorted.every && part.prices.length) {
        for (const each of offer.offerings)
          if (each.price === null && sentenceOf.get(each) === part.sentence) attach(each, part.prices[0]!);
      }
      let offering: OwnerOffering | undefined =
        offer.offerings.find((existing) => normalizeText(existing.name) === key) ??
        (part.prices.length ? earlierMention(offer.offerings, key, part.sentence, sentenceOf) : undefined);
      // "jual telur langsung dari kandang. Telur ayam negeri 26rb/kg": priced, it is named in full (one named
      // in a list, "cincin, kalung, gelang", keeps its name).
      if (
        offering &&
        normalizeText(offering.name) !== key &&
        offer.offerings.filter((other) => sentenceOf.get(other) === sentenceOf.get(offering!)).length === 1 &&
        normalizeText(offering.name)
          .split(' ')
          .every((word) => key.split(' ').includes(word))
      )
        offering.name = name;
      // "nasi box ayam bakar 25rb, nasi box rendang 30rb … nasi box sdh termasuk sayur": without a price, the
      // head of offerings read before speaks of them all; what it holds is said of them.
      if (
        !offering &&
        part.prices.length === 0 &&
        key.includes(' ') &&
        offer.offerings.filter((existing) => normalizeText(existing.name).startsWith(`${key} `)).length >= 2
      ) {
        if (details.length) offer.features.push(...details);
        last = null;
        mode = { sentence: part.sentence, type: 'feature', target: offer.features };
        continue;
      }
      // "avanza lepas kunci 350rb … lepas kunci bisa": without a price, words of an offering read before
      // say how that one is had, not another offering.
      if (
        !offering &&
        part.prices.length === 0 &&
        offer.offerings.some(
          (existing) =>
            existing.price !== null &&
            sentenceOf.get(existing) !== part.sentence &&
            ` ${normalizeText(existing.name)} `.includes(` ${key} `),
        )
      ) {
        offer.features.push(part.text);
        last = null;
        continue;
      }
      if (!offering && !seen.has(key) && offer.offerings.length < MAX_OFFERINGS) {
        offering = { name, price: null, unit: null, details: [...sorted.details, ...details] };
        offer.offerings.push(offering);
        sentenceOf.set(offering, part.sentence);
        seen.add(key);
        if (waiting.length && part.prices.length === 0) attach(offering, waiting.shift()!);
      } else if (offering) {
        offering.details.push(...details);
      } else if (!seen.has(key)) {
        // Past the twelve a site shows, an offering waits in the owner's list to be added by hand.
        seen.add(key);
        offer.unplaced.push({
          text: name,
          price: part.prices.length ? prices[part.prices[0]!]!.value : null,
        });
      }
      if (offering && part.prices.length && offering.price === null) {
        attach(offering, part.prices[0]!);
        if (!offering.unit && unitFromWords) offering.unit = unitFromWords;
        // "gel polish 85rb / 100rb (kaki)": a second price on the same phrase is the owner's to place.
        for (const extra of part.prices.slice(1))
          offer.unplaced.push({ text: offering.name, price: prices[extra]!.value });
      }
      last = offering ? { offering, sentence: part.sentence } : null;
      mode = sorted.purpose
        ? { sentence: part.sentence, type: 'audience', target: offer.audiences }
        : details.length > (timed?.type === 'offering' ? 1 : 0) && offering
          ? { sentence: part.sentence, type: 'feature', target: offering.details, owner: offering }
          : null;
      continue;
    }
    if (details.length) offer.features.push(...details);
    if (sorted.type === 'condition' && part.prices.length) {
      offer.conditions.push(sorted.text);
      for (const price of part.prices)
        offer.unplaced.push({ text: sorted.text, price: prices[price]!.value });
      last = null;
      continue;
    }
    if (part.prices.length) {
      const price = part.prices[0]!;
      // A price standing apart ("Rp 25.000", "harga mulai 75rb") goes to the offering just before it in the
      // sentence, or to the only one without a price, or waits for the next one named. A price written on
      // a phrase that is not an offering ("1x pertemuan 90 menit Rp 100.000", "2 bedrooms 1.5jt") is the
      // price of the business's own offering; any other is shown to the owner, never put on a wrong item.
      const unpriced = offer.offerings.filter((existing) => existing.price === null);
      // "scoopy 75rb/hr, 500rb/minggu, 1,6jt/bln": another period's price after a priced offering is that
      // offering by the week or the month.
      const variant = part.text ? null : periodVariant(last, part.sentence, prices[price]!);
      if (variant && offer.offerings.length < MAX_OFFERINGS) {
        offer.offerings.push(variant);
        sentenceOf.set(variant, part.sentence);
        seen.add(normalizeText(variant.name));
        continue;
      }
      const alone = !normalizeText(part.text)
        .split(' ')
        .some((word) => word && !PRICE_LEADS.has(word) && !QUALIFIERS.has(word) && !SMALL.has(word));
      const previousInSentence =
        last?.sentence === part.sentence && last.offering.price === null ? last.offering : undefined;
      // "les privat matematika, fisika, kimia. 150rb/sesi": a rate per session alone, after several offerings
      // none of which has a price, is each one's.
      const perSession =
        alone &&
        unpriced.length > 1 &&
        unpriced.length === offer.offerings.length &&
        prices[price]!.unit === 'sesi';
      const session = perSession || (!alone && SESSION_PATTERN.test(normalizeText(part.text)));
      const target = alone
        ? (previousInSentence ?? (unpriced.length === 1 ? unpriced[0] : undefined))
        : session
          ? undefined
          : previousInSentence;
      // "les privat matematika & fisika, 1x pertemuan 90 menit 100rb": a session's price is the price of
      // each offering named with it, never of the last one alone.
      const sameSentence = offer.offerings.filter(
        (existing) => existing.price === null && sentenceOf.get(existing) === part.sentence,
      );
      // "les privat matematika & fisika. 1x pertemuan 90 menit 100rb": when nothing named has a price yet,
      // a session's price in a later sentence is each one's too.
      const sharing = !session
        ? []
        : sameSentence.length || offer.offerings.some((existing) => existing.price !== null)
          ? sameSentence
          : offer.offerings;
      if (sharing.length) {
        for (const each of sharing) {
          attach(each, price);
          if (!each.unit && unitFromWords) each.unit = unitFromWords;
          each.details.push(part.text);
        }
      } else if (target) {
        attach(target, price);
        if (!target.unit && unitFromWords) target.unit = unitFromWords;
      } else if (!alone && EVERY.test(normalizeText(part.text))) {
        // "rebonding, keratin, hair botox semua mulai 300rb": one price for each of them.
        const named = offer.offerings.filter(
          (existing) => existing.price === null && sentenceOf.get(existing) === part.sentence,
        );
        for (const each of named) attach(each, price);
        if (named.length === 0) offer.unplaced.push({ text: part.text, price: prices[price]!.value });
      } else if (alone && unpriced.length === 0) waiting.push(price);
      else if (session) {
        const own = businessOffering(businessType, kind, offer.offerings);
        if (own && own.price === null) {
          attach(own, price);
          if (!own.unit && unitFromWords) own.unit = unitFromWords;
          own.details.push(part.text);
        } else offer.unplaced.push({ text: part.text, price: prices[price]!.value });
      } else
        offer.unplaced.push({
          text: part.text || writtenText(taken, prices[price]!),
          price: prices[price]!.value,
        });
    }
    last = null;
    if (sorted.type === 'feature' || (marked && sorted.type === 'none')) {
      if (sorted.type === 'feature') offer.features.push(sorted.text);
      mode = { sentence: part.sentence, type: 'feature', target: offer.features };
    } else if (sorted.type === 'condition') {
      offer.conditions.push(sorted.text);
      mode = { sentence: part.sentence, type: 'condition', target: offer.conditions };
    } else if (sorted.type === 'area') {
      addArea(offer.areas, areaText(sorted.text));
      // "area Sleman n Kota Jogja", "Bekasi, Pamulang": the list of places goes on.
      mode = { sentence: part.sentence, type: 'area', target: offer.areas };
    } else if (sorted.purpose) mode = { sentence: part.sentence, type: 'audience', target: offer.audiences };
    else if (sorted.type === 'audience') {
      offer.audiences.push(sorted.text);
      mode = { sentence: part.sentence, type: 'audience', target: offer.audiences };
    }
  }
  // A price no offering came to take ("Villa di Solo, 3 kamar, 1,2jt/malam"): the business's own offering's
  // when the owner named none, else the owner's to place. Never dropped.
  if (waiting.length && offer.offerings.length === 0) {
    const own = businessOffering(businessType, kind, offer.offerings);
    if (own) attach(own, waiting.shift()!);
  }
  for (const price of waiting)
    offer.unplaced.push({ text: writtenText(taken, prices[price]!), price: prices[price]!.value });
  const read = new Set(offer.offerings.map((offering) => normalizeText(offering.name)));
  offer.unplaced = offer.unplaced.filter(
    (left) => left.price !== null || !read.has(normalizeText(left.text)),
  );
  // A description is at most 500 characters; past this many parts it is not a list of offerings but noise,
  // and reading on would cost the process time others are waiting for. What is left is shown to the owner.
  for (const part of parts.slice(MAX_PARTS, MAX_PARTS + MAX_LEFT)) {
    if (part.text)
      offer.unplaced.push({
        text: part.text,
        price: part.prices.length ? prices[part.prices[0]!]!.value : null,
      });
  }
  // "biaya transport mulai" with its price: the owner reads the phrase beside the price, without the word that
  // led up to it.
  for (const left of offer.unplaced) left.text = withoutPriceLead(left.text);
  return offer;
}
const PRICE_LEADS_AT_END = words('mulai dari start starting from harga cuma hanya only aja saja kak rp');
// Word by word from the end, so the cost stays linear in the phrase whatever it repeats.
function withoutPriceLead(text: string): string {
  const kept = text.trim().split(/\s+/);
  while (kept.length > 1 && PRICE_LEADS_AT_END.has(kept.at(-1)!.toLowerCase())) kept.pop();
  return kept.join(' ');
}

// "Jatiasih, Bekasi", "Dusun Petung, Cangkringan, Sleman", "Tembalang Semarang", a last line "Ciputat": in a
// clause without a price that names a place, or alone on the last line, a name the owner capitalised and the
// kind does not know is a place too (a neighbourhood, a village, an estate the list of cities lacks).
function placeParts(parts: readonly Part[], kind: Kind): Set<Part> {
  const places = new Set<Part>();
  const last = parts.at(-1)?.sentence;
  const proper = (text: string) =>
    text.split(' ').every((word) => SMALL.has(word.toLowerCase()) || /^[\p{Lu}\d]/u.test(word));
  const named = (text: string) => {
    const normal = normalizeText(text);
    const tokens = normal.split(' ');
    return (
      isPlace(normal) ||
      LANDMARK.test(normal) ||
      (tokens.length <= 3 &&
        proper(text) &&
        isPlace(tokens.at(-1)!) &&
        !tokens.some((token) => SMALL.has(token)))
    );
  };
  const sentences = new Map<number, Part[]>();
  for (const part of parts) sentences.set(part.sentence, [...(sentences.get(part.sentence) ?? []), part]);
  for (const [sentence, members] of sentences) {
    if (members.some((member) => member.prices.length)) continue;
    const anchored = members.some((member) => named(member.text));
    const alone = sentence === last && members.length === 1 && members[0]!.text.split(' ').length <= 2;
    if (!anchored && !alone) continue;
    for (const member of members) {
      if (member.text && proper(member.text) && !isKnown(normalizeText(member.text), kind))
        places.add(member);
    }
  }
  return places;
}

// The unpriced parts a list's last member says come free or with the service, that member included; an
// offering the kind knows by name ends the list ("nasi goreng, mie, parkir gratis").
function suppliedParts(parts: readonly Part[], kind: Kind): Set<Part> {
  const supplied = new Set<Part>();
  parts.forEach((part, index) => {
    if (part.prices.length || !SUPPLIED.test(normalizeText(part.text))) return;
    for (let at = index; at >= 0; at--) {
      const member = parts[at]!;
      // "Mask & fins included": the member right before goes with it even when the kind sells it alone.
      if (
        member.sentence !== part.sentence ||
        member.prices.length ||
        (member !== part && at < index - 1 && isKnown(normalizeText(member.text), kind))
      )
        break;
      supplied.add(member);
    }
  });
  return supplied;
}

// "kamar mandi dalam" comes with a room, "free helmet" with a rental; "AC" is the offer of an AC service,
// and a shop, a cleaner or a general business sells or cleans "lemari, kasur, TV" rather than providing them.
function isFacility(phrase: string, kind: Kind): boolean {
  const facility = FACILITIES.find((word) => `${phrase} `.startsWith(`${word} `));
  return (
    facility !== undefined &&
    !(
      SELLS_FURNISHINGS.has(kind.family) && FURNISHINGS.some((word) => `${facility} `.startsWith(`${word} `))
    ) &&
    !kind.keywords.some((keyword) => normalizeText(keyword.replace(/^~/, '')) === facility)
  );
}

// A phrase that is, word for word, the name of one of the kind's items or of a catalogue entry.
const NAMED_MEMORY = new WeakMap<Kind, Set<string>>();
function namedByKind(phrase: string, kind: Kind): boolean {
  let names = NAMED_MEMORY.get(kind);
  if (!names) {
    names = new Set(kind.items.flatMap((item) => [...item.name, ...item.aliases].map(normalizeText)));
    NAMED_MEMORY.set(kind, names);
  }
  const normal = normalizeText(phrase);
  return names.has(normal) || CATALOGUE_NAMES.has(normal);
}

function isKnown(phrase: string, kind: Kind): boolean {
  if (isFacility(phrase, kind) || phrase.split(' ').every((token) => AUDIENCES.has(token))) return false;
  return kindItemFor(phrase, kind) !== undefined || CATALOGUE_NAMES.has(phrase);
}

// "kantor di Depok" → "kantor" and the place "Depok"; "dekat kampus UGM" → the place "kampus UGM".
function placeOf(text: string): { text: string; area: string | null } {
  const match = /(^|\s)(?:di|dekat|sekitar|area|wilayah|kawasan|daerah|in|near|around)\s+(.+)$/i.exec(text);
  if (!match) return { text, area: null };
  const place = match[2]!.trim();
  const normal = normalizeText(place);
  if (
    !normal ||
    !(
      isPlace(normal) ||
      /\p{Lu}/u.test(place) ||
      /^(?:kampus|pusat|alun|stasiun|terminal|pasar|jalan|jl)\b/.test(normal)
    )
  ) {
    return { text, area: null };
  }
  return { text: text.slice(0, match.index).trim(), area: place };
}

// A service area ("Depok dan sekitarnya", "area Bekasi", "Jawa Barat") rather than one address.
function isServiceArea(text: string): boolean {
  const normal = normalizeText(text);
  return (
    /\b(?:sekitarnya|area|wilayah|se [a-z]+|seluruh|luar kota|jabodetabek)\b/.test(normal) ||
    REGION_PATTERN.test(normal)
  );
}

function addArea(areas: string[], area: string): void {
  const text = area.replace(/[.!?,;:]+$/, '').trim();
  if (!text) return;
  if (/^sekitarnya$/i.test(text) && areas.length) {
    areas[areas.length - 1] = `${areas.at(-1)} dan sekitarnya`;
    return;
  }
  if (!areas.some((existing) => normalizeText(existing) === normalizeText(text))) areas.push(text);
}

function unitIn(phrase: string): PriceUnit | null {
  const match =
    /\b(harian|bulanan|mingguan|tahunan|per hari|per bulan|per malam|per minggu|perhari|perbulan|permalam|monthly|daily|weekly|nightly)\b/.exec(
      phrase,
    );
  if (!match) return null;
  const word = match[1]!;
  if (/hari|daily/.test(word)) return 'hari';
  if (/bulan|monthly/.test(word)) return 'bulan';
  if (/malam|nightly/.test(word)) return 'malam';
  if (/minggu|weekly/.test(word)) return 'minggu';
  return 'tahun';
}

function areaText(text: string): string {
  return text.replace(/^(?:di|in|at|area|wilayah|daerah|kawasan)\s+/i, '').trim();
}
