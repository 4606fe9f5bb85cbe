import type { AboutSection } from '@webku/contract';
import { toFormText } from '@/lib/form-values';

export type AboutFormValues = Record<keyof AboutSection, string>;

// An untitled section shows 'Tentang Kami' on the site: the editor starts from the same title.
export function toAboutFormValues(about: AboutSection | null | undefined): AboutFormValues {
  return {
    title: toFormText(about?.title) || 'Tentang Kami',
    text: toFormText(about?.text),
    image: toFormText(about?.image),
  };
}
