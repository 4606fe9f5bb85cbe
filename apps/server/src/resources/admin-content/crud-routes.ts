import type { Db } from '@webku/db';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { PublicCache } from '../public/public-cache';
import { adminHandlers, ID, idParam } from './admin-handlers';
import type { CompanyScope, OwnedId } from './tenant-list';

export type CrudService<Input, Output> = {
  list(db: Db, options: CompanyScope): Promise<Output[]>;
  create(db: Db, options: CompanyScope & { input: Input }): Promise<Output>;
  update(db: Db, options: OwnedId & { input: Input }): Promise<Output>;
  remove(db: Db, options: OwnedId): Promise<Output>;
};

// GET and POST on the list, PUT and DELETE on a numeric id: the four calls of each spec §7 resource.
export function crudRoutes<S extends z.ZodType, Output>(options: {
  db: Db;
  cache: PublicCache;
  schema: S;
  service: CrudService<z.output<S>, Output>;
}) {
  const { db, schema, service } = options;
  const { read, write } = adminHandlers(options.cache);
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    read((companyId) => service.list(db, { companyId })),
  );
  app.post(
    '/',
    write(async (companyId, c) => service.create(db, { companyId, input: await parseJson(c, schema) }), 201),
  );
  app.put(
    `/${ID}`,
    write(async (companyId, c) =>
      service.update(db, { companyId, id: idParam(c), input: await parseJson(c, schema) }),
    ),
  );
  app.delete(
    `/${ID}`,
    write((companyId, c) => service.remove(db, { companyId, id: idParam(c) })),
  );
  return app;
}
