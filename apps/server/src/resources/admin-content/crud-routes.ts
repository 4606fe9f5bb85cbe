import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/context';
import type { ListService } from '../../site-content/services';
import { adminHandler, ID, idParam } from './admin-handlers';
import { parseContent } from './parse-content';

// GET and POST on the list, PUT and DELETE on a numeric id: the four calls every content resource offers.
// `updateSchema` reads a PUT when it differs from a POST (a row section's update may leave fields out).
export function crudRoutes<S extends z.ZodType, Output>(
  schema: S,
  service: ListService<z.output<S>, Output>,
  updateSchema: z.ZodType = schema,
) {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    adminHandler((companyId) => service.list(companyId)),
  );
  app.post(
    '/',
    adminHandler(
      async (companyId, c) => service.create(companyId, await parseContent(c, schema, companyId)),
      201,
    ),
  );
  app.put(
    `/${ID}`,
    adminHandler(async (companyId, c) =>
      service.update(
        { companyId, id: idParam(c) },
        (await parseContent(c, updateSchema, companyId)) as z.output<S>,
      ),
    ),
  );
  app.delete(
    `/${ID}`,
    adminHandler((companyId, c) => service.remove({ companyId, id: idParam(c) })),
  );
  return app;
}
