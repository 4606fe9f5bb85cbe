import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/parse-body';
import { refuseOtherCompanysMedia } from '../../images/other-company-media';

// A content write's body: valid by the shared schema, and showing none of another company's uploads.
export async function parseContent<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  companyId: number,
): Promise<z.output<S>> {
  const input = await parseJson(c, schema);
  refuseOtherCompanysMedia(input, companyId);
  return input;
}
