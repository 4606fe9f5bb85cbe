import { scrollBehavior } from './motion';

// Thumbnails scroll the swipeable strip; swiping the strip moves the highlighted thumbnail.
export function initGalleries(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
    const track = gallery.querySelector<HTMLElement>('[data-gallery-track]');
    const thumbs = [...gallery.querySelectorAll<HTMLElement>('[data-gallery-thumb]')];
    if (!track || thumbs.length === 0) continue;
    const mark = (index: number) => {
      thumbs.forEach((thumb, i) => {
        if (i === index) thumb.setAttribute('aria-current', 'true');
        else thumb.removeAttribute('aria-current');
      });
    };
    thumbs.forEach((thumb, index) => {
      thumb.addEventListener('click', () => {
        track.scrollTo({ left: index * track.clientWidth, behavior: scrollBehavior() });
        mark(index);
      });
    });
    let frame = 0;
    track.addEventListener(
      'scroll',
      () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() =>
          mark(Math.round(track.scrollLeft / Math.max(1, track.clientWidth))),
        );
      },
      { passive: true },
    );
  }
}
