// Bundles the server and the workspace packages it imports into apps/server/dist/main.js (and each worker
// thread's module into a file beside it), so production runs plain `node` with no TypeScript compiler loaded. npm packages stay external (sharp and pglite
// ship native and wasm files next to their code). Run: tsx apps/server/build-tools/bundle-server.ts
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const outfile = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const outdir = dirname(outfile);

// Workspace packages are TypeScript sources: bundle them. Everything else comes from node_modules.
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@webku/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Some sources find files beside themselves (migrations, stylesheets, the enhancement script): point
// their import.meta.url at where they live in the repo, relative to the bundle.
const sourceLocation: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split(sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

// The server, and each worker thread's module as a file of its own beside it (workers/start-worker.ts).
await build({
  entryPoints: {
    main: fileURLToPath(new URL('../src/main.ts', import.meta.url)),
    'qr-kit-draw.worker': fileURLToPath(
      new URL('../src/resources/qr-kit/qr-kit-draw.worker.ts', import.meta.url),
    ),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  // Names this build: instances of the same build share the pages they rendered (rendered-pages.ts).
  define: { WEBKU_SERVER_BUILD: JSON.stringify(randomUUID()) },
  logLevel: 'warning',
  plugins: [externalPackages, sourceLocation],
});
