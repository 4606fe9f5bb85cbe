import type { z } from 'zod';

// One line for an ApiError: builders already name the field, so the path is only added when missing.
export function issuesMessage(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      const field = String(issue.path.at(-1) ?? '');
      return !path || issue.message.startsWith(`${field} `) ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}
