import type { ReactNode } from 'react';
import { Icon } from './icons';

type CarouselProps<T> = {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  previousLabel: string;
  nextLabel: string;
};

// A scroll-snap strip that works by swiping alone; the script adds looping arrows and a gentle autoplay.
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  previousLabel,
  nextLabel,
}: CarouselProps<T>) {
  return (
    // A group (the APG carousel pattern), not a region: it sits in its section, already a landmark of that name.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not slides
    <div
      className="carousel"
      data-carousel=""
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <ul className="carousel-track" data-carousel-track="">
        {items.map((item) => (
          <li className="carousel-slide" key={itemKey(item)}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div className="carousel-controls">
        <button type="button" className="carousel-arrow" data-carousel-prev="" aria-label={previousLabel}>
          <Icon name="arrowLeft" />
        </button>
        <button type="button" className="carousel-arrow" data-carousel-next="" aria-label={nextLabel}>
          <Icon name="arrowRight" />
        </button>
      </div>
    </div>
  );
}
