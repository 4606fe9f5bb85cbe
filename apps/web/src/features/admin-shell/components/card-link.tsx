import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

type CardLinkProps = { to: string; word: string; name?: string; className?: string };

// A dashboard card's link to its editor: the word it shows ('Kelola'), and the section named for screen
// readers unless the word names it already ('Buka Booking').
export function CardLink({ to, word, name, className }: CardLinkProps) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-800 hover:text-brand-900',
        className,
      )}
      aria-label={name ? `${word} ${name}` : undefined}
    >
      {word}
      <ArrowRight className="size-3.5" aria-hidden="true" />
    </Link>
  );
}
