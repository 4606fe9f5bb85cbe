import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './source-files';

// The server's route files are thin adapters: they parse, call a service and answer its data. A failure
// is a typed error (`AppError`, errors.ts) thrown by the service or the route, and http/error-handler.ts
// alone turns it into a status and `{ message }`. Tables are reached by the services: a route imports
// from @webku/db only the type of the handle it passes on, and writes no SQL.

// What a route file's text may not hold, each with why.
const REFUSED: { why: string; pattern: RegExp }[] = [
  {
    why: 'a value imported from @webku/db or drizzle-orm',
    pattern:
      /\bimport\s+(?!type\s*\{\s*Db\s*\}\s*from\s*'@webku\/db')[^;]*?from\s*'(?:@webku\/db|drizzle-orm)[^']*'/s,
  },
  {
    why: 'SQL written in the route',
    pattern: /\bsql`|\b(?:db|tx)\s*\.\s*(?:select|insert|update|delete|execute|transaction)\b/,
  },
  { why: 'HTTPException', pattern: /\bHTTPException\b/ },
  // c.json({ message }, 404), c.text('…', 400), c.body(null, 409), c.status(403): a status by hand.
  {
    why: 'a 4xx answered by hand',
    pattern:
      /\bc\.(?:json|text|body)\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*?,\s*4\d\d\s*[,)]|\bc\.status\(\s*4\d\d\s*\)/s,
  },
];

function refusals(path: string, text: string): string[] {
  return REFUSED.filter(({ pattern }) => pattern.test(text)).map(({ why }) => `${path}: ${why}`);
}

const routeFiles = () => sourceFiles('apps/server/src', /\.routes\.ts$/);

describe('the server’s route files', () => {
  it('are found', () => {
    expect(routeFiles().length).toBeGreaterThan(30);
  });

  it('reach no table, throw no HTTPException and answer no 4xx by hand', () => {
    expect(routeFiles().flatMap((path) => refusals(path, readFileSync(join(ROOT, path), 'utf8')))).toEqual(
      [],
    );
  });

  it('are caught at each of those, and left alone for the handle’s type, a thrown error and a page', () => {
    const caught = (text: string) =>
      refusals('x.routes.ts', text).map((line) => line.slice('x.routes.ts: '.length));
    expect(caught("import { companies, type Db, eq } from '@webku/db';")).toEqual([
      'a value imported from @webku/db or drizzle-orm',
    ]);
    expect(caught("import { eq } from 'drizzle-orm';")).toEqual([
      'a value imported from @webku/db or drizzle-orm',
    ]);
    expect(caught('await db.select().from(t);')).toEqual(['SQL written in the route']);
    expect(caught('await tx.execute(sql`select 1`);')).toEqual(['SQL written in the route']);
    expect(caught("import { HTTPException } from 'hono/http-exception';")).toEqual(['HTTPException']);
    expect(caught("return c.json({ message: 'Image not found' }, 404);")).toEqual(['a 4xx answered by hand']);
    expect(caught('return c.json(\n  { message: fileTooLarge(limits).message },\n  413,\n);')).toEqual([
      'a 4xx answered by hand',
    ]);
    expect(caught("c.text('action must be pay', 400)")).toEqual(['a 4xx answered by hand']);
    expect(caught('c.status(403);')).toEqual(['a 4xx answered by hand']);
    expect(
      caught(
        [
          "import type { Db } from '@webku/db';",
          "if (!sheet) throw new NotFoundError('Lembar tidak ada');",
          'return c.json({ data: await service.list(db, id) }, 201);',
          'return c.html(renderErrorPage(page), 404);',
          'return c.text(siteRobotsTxt(base));',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
