import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startNginx } from './nginx';

// The static baseline: what any page costs on this host, with no style, script, font or image of ours.
const PLAIN_PAGE = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Halaman statis</title>
<meta name="description" content="Halaman HTML biasa dari nginx, pembanding untuk pengukuran Lighthouse.">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>Halaman statis</h1>
<p>Halaman ini tidak memuat gaya, skrip, huruf, atau gambar. Waktu blokirnya menunjukkan seberapa sibuk mesin ini.</p>
</main>
</body>
</html>
`;

/** The control page, served by nginx with its gzip beside it. */
export async function startPlainPage() {
  const dir = mkdtempSync(join(tmpdir(), 'webku-lighthouse-nginx-'));
  writeFileSync(join(dir, 'plain.html'), PLAIN_PAGE);
  writeFileSync(join(dir, 'plain.html.gz'), gzipSync(PLAIN_PAGE, { level: 9 }));
  return startNginx(dir, 'plain.html');
}
