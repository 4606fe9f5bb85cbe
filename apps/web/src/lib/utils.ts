import { type ClassValue, clsx } from 'clsx';

// Joins class names; it does not resolve conflicts. Two classes for one property (say px-3 and px-4) would
// be settled by their order in the stylesheet, so components offer a variant or prop instead of letting a
// caller's className override one of theirs.
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
