import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { PublicCache } from '../public/public-cache';
import { adminHandlers, ID, idParam } from './admin-handlers';
import type { CompanyScope } from './tenant-list';

export type SingletonService<Input, Output> = {
  get(db: Db, options: CompanyScope): Promise<Output>;
  create(db: Db, options: CompanyScope & { input: Input }): Promise<Output>;
  update(db: Db, options: CompanyScope & { id?: number; input: Input }): Promise<Output>;
};

// GET (404 until created), POST to create (409 once it exists), PUT to update: the footer on '/',
// web settings on '/{id}' (spec §7).
export function singletonRoutes<S extends z.ZodType, Output>(options: {
  db: Db;
  cache: PublicCache;
  schema: S;
  service: SingletonService<z.output<S>, Output>;
  updateById: boolean;
}) {
  const { db, schema, service } = options;
  const { read, write } = adminHandlers(options.cache);
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    read((companyId) => service.get(db, { companyId })),
  );
  app.post(
    '/',
    write(async (companyId, c) => service.create(db, { companyId, input: await parseJson(c, schema) }), 201),
  );
  app.put(
    options.updateById ? `/${ID}` : '/',
    write(async (companyId, c) => {
      const id = options.updateById ? idParam(c) : undefined;
      return service.update(db, { companyId, id, input: await parseJson(c, schema) });
    }),
  );
  return app;
}
