import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { enhanceScriptPath, fontAssets } from '../src/index';

type SvgRenderer = (key: string) => string | null;

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript',
  woff2: 'font/woff2',
};

// Serves the rendered pages, the built script, the fonts and the built-in images, like the real server will.
export function startPreviewServer(dir: string, renderSvg: SvgRenderer, port: number): Promise<Server> {
  const fonts = new Map(fontAssets().map((font) => [font.path, font.file]));
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const send = (status: number, body: string | Buffer, type: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    try {
      const svg = /^\/media\/builtin\/([a-z0-9-]+\/[a-z0-9-]+)\.svg$/.exec(path);
      if (svg) {
        const body = renderSvg(svg[1]!);
        return body ? send(200, body, 'image/svg+xml') : send(404, 'no image', 'text/plain');
      }
      if (path === '/_site/enhance.js') return send(200, await readFile(enhanceScriptPath()), TYPES.js!);
      const font = fonts.get(path);
      if (font) return send(200, await readFile(font), TYPES.woff2!);
      const file = join(dir, path === '/' ? 'index.html' : path.replace(/^\/+/, '').replace(/\.\./g, ''));
      return send(
        200,
        await readFile(file),
        TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
      );
    } catch {
      return send(404, 'not found', 'text/plain');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
