import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

// While a screen loads it shows 6 placeholder cards or 8 placeholder lines.
export const SKELETON_CARD_COUNT = 6;
export const SKELETON_LINE_COUNT = 8;

function Loading({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

export function CardsSkeleton({ label = 'Memuat...' }: { label?: string }) {
  return (
    <Loading label={label}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <Card key={index} className="space-y-3 p-4">
            <Skeleton rounded="lg" className="aspect-video w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </Card>
        ))}
      </div>
    </Loading>
  );
}

const LINE_WIDTHS = ['w-1/3', 'w-full', 'w-5/6', 'w-full', 'w-2/3', 'w-full', 'w-4/5', 'w-1/2'];

export function LinesSkeleton({ label = 'Memuat...' }: { label?: string }) {
  return (
    <Loading label={label}>
      <Card className="space-y-4 p-6">
        {LINE_WIDTHS.slice(0, SKELETON_LINE_COUNT).map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <Skeleton key={index} className={`h-5 ${width}`} />
        ))}
      </Card>
    </Loading>
  );
}
