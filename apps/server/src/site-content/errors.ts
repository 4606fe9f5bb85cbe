// What the content services throw; the HTTP edge picks the status (http/error-handler.ts).
export type ContentErrorKind = 'not-found' | 'conflict' | 'invalid';

export class ContentError extends Error {
  constructor(
    readonly kind: ContentErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ContentError('not-found', message);
export const conflict = (message: string) => new ContentError('conflict', message);
export const invalid = (message: string) => new ContentError('invalid', message);
