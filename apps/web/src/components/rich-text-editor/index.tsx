import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

const LazyEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

// Quill is large; it loads only when a screen shows an editor.
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton rounded="lg" className="h-[300px] w-full" />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
