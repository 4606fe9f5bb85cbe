import type { AnyOneRowSection, OneRowAnswerOf, OneRowValues } from '@webku/contract';
import type { z } from 'zod';
import type { SingletonService } from '../../site-content/services';
import { singletonRoutes } from '../admin-content/singleton-routes';

// `GET`/`PUT /api/admin/{key}` of a one-row section: one button saves, creating the row the first time and
// updating it after; or, for a section with the original create-update calls (the footer's), `POST`
// creates and `PUT` updates. The body is parsed with the definition's own input schema.
export const oneRowSectionRoutes = <S extends AnyOneRowSection>(
  section: S,
  service: SingletonService<Partial<OneRowValues<S>>, OneRowAnswerOf<S>>,
) =>
  singletonRoutes(
    section.schemas.input as z.ZodType<Partial<OneRowValues<S>>>,
    service,
    section.calls === 'create-update' ? { create: true, put: 'update' } : { create: false, put: 'save' },
  );
