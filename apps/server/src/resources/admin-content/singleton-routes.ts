import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/context';
import type { SingletonService } from '../../site-content/services';
import { adminHandler, ID, idParam } from './admin-handlers';
import { parseContent } from './parse-content';

// The singletons take different calls over one service shape: GET everywhere; the footer and
// web settings POST to create and PUT to update (web settings on '/{id}'); the hero and the section
// settings PUT to save, creating the record the first time.
export type SingletonCalls = { create: boolean; put: 'save' | 'update' | 'update-by-id' };

export function singletonRoutes<S extends z.ZodType, Output>(
  schema: S,
  service: SingletonService<z.output<S>, Output>,
  calls: SingletonCalls,
) {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    adminHandler((companyId) => service.get(companyId)),
  );
  if (calls.create) {
    app.post(
      '/',
      adminHandler(
        async (companyId, c) => service.create(companyId, await parseContent(c, schema, companyId)),
        201,
      ),
    );
  }
  app.put(
    calls.put === 'update-by-id' ? `/${ID}` : '/',
    adminHandler(async (companyId, c) => {
      const input = await parseContent(c, schema, companyId);
      if (calls.put === 'save') return service.save(companyId, input);
      const id = calls.put === 'update-by-id' ? idParam(c) : undefined;
      return service.update({ companyId, id }, input);
    }),
  );
  return app;
}
