import { soldOutInputSchema } from '@webku/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import type { SoldOutSwitch } from '../../site-content/services';
import { adminHandler, ID, idParam } from './admin-handlers';

// PUT `/{id}/sold-out`: the admin list's "Habis" switch, without sending the whole item.
export function soldOutRoute<Output>(service: SoldOutSwitch<Output>) {
  const app = new Hono<AppEnv>();
  app.put(
    `/${ID}/sold-out`,
    adminHandler(async (companyId, c) =>
      service.setSoldOut({ companyId, id: idParam(c) }, await parseJson(c, soldOutInputSchema)),
    ),
  );
  return app;
}
