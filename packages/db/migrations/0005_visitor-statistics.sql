CREATE TABLE "visit_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"wa_orders" integer DEFAULT 0 NOT NULL,
	"wa_taps" integer DEFAULT 0 NOT NULL,
	"tel_taps" integer DEFAULT 0 NOT NULL,
	"qris_opens" integer DEFAULT 0 NOT NULL,
	"phone_views" integer DEFAULT 0 NOT NULL,
	"tablet_views" integer DEFAULT 0 NOT NULL,
	"desktop_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "visit_referrers" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_referrers_company_id_day_host_pk" PRIMARY KEY("company_id","day","host")
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_hashes" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "visitor_hashes_day_company_id_hash_pk" PRIMARY KEY("day","company_id","hash")
);
--> statement-breakpoint
ALTER TABLE "visit_days" ADD CONSTRAINT "visit_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_referrers" ADD CONSTRAINT "visit_referrers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_hashes" ADD CONSTRAINT "visitor_hashes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Policies generated before the visitor statistics (indonesia), still carrying the generated cookie paragraph, gain the statistics paragraph; edited ones are left as the owner wrote them.
UPDATE "web_settings" SET "privacy_policy" = replace(replace("privacy_policy", '<h2>7. Cookie</h2>', '<h2>7. Cookie dan Statistik Pengunjung</h2>'), '<p>Situs ini menggunakan cookie yang diperlukan agar halaman berfungsi dengan baik. Anda dapat mengatur atau menghapus cookie melalui pengaturan peramban.</p>', '<p>Situs ini menggunakan cookie yang diperlukan agar halaman berfungsi dengan baik. Anda dapat mengatur atau menghapus cookie melalui pengaturan peramban.</p>
<p>Kunjungan ke situs ini dihitung tanpa cookie. Alamat IP dan jenis peramban Anda diubah menjadi kode acak (hash) yang hanya berlaku satu hari lalu dihapus; alamat IP itu sendiri tidak pernah disimpan. Yang disimpan hanya jumlah harian, seperti jumlah kunjungan, situs asal pengunjung, dan jenis perangkat (ponsel, tablet, atau komputer), sehingga tidak dapat dipakai untuk mengenali Anda.</p>')
WHERE strpos("privacy_policy", '<p>Situs ini menggunakan cookie yang diperlukan agar halaman berfungsi dengan baik. Anda dapat mengatur atau menghapus cookie melalui pengaturan peramban.</p>') > 0 AND strpos("privacy_policy", '<p>Kunjungan ke situs ini dihitung tanpa cookie. Alamat IP dan jenis peramban Anda diubah menjadi kode acak (hash) yang hanya berlaku satu hari lalu dihapus; alamat IP itu sendiri tidak pernah disimpan. Yang disimpan hanya jumlah harian, seperti jumlah kunjungan, situs asal pengunjung, dan jenis perangkat (ponsel, tablet, atau komputer), sehingga tidak dapat dipakai untuk mengenali Anda.</p>') = 0;--> statement-breakpoint
-- Policies generated before the visitor statistics (english), still carrying the generated cookie paragraph, gain the statistics paragraph; edited ones are left as the owner wrote them.
UPDATE "web_settings" SET "privacy_policy" = replace(replace("privacy_policy", '<h2>7. Cookies</h2>', '<h2>7. Cookies and Visitor Statistics</h2>'), '<p>This site uses the cookies needed for pages to work properly. You can manage or delete cookies in your browser settings.</p>', '<p>This site uses the cookies needed for pages to work properly. You can manage or delete cookies in your browser settings.</p>
<p>Visits to this site are counted without cookies. Your IP address and browser type are turned into a random code (a hash) that is valid for one day and then deleted; the IP address itself is never stored. Only daily totals are kept, such as the number of visits, the referring website and the device type (phone, tablet or computer), so they cannot identify you.</p>')
WHERE strpos("privacy_policy", '<p>This site uses the cookies needed for pages to work properly. You can manage or delete cookies in your browser settings.</p>') > 0 AND strpos("privacy_policy", '<p>Visits to this site are counted without cookies. Your IP address and browser type are turned into a random code (a hash) that is valid for one day and then deleted; the IP address itself is never stored. Only daily totals are kept, such as the number of visits, the referring website and the device type (phone, tablet or computer), so they cannot identify you.</p>') = 0;
