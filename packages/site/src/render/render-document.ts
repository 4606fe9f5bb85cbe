import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderDocument(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}
