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
    // While a tapped thumbnail's smooth scroll runs, the strip passes the slides before it: the
    // highlight stays on the tapped one until the strip arrives or the visitor takes over.
    let target: number | null = null;
    const release = () => {
      target = null;
    };
    thumbs.forEach((thumb, index) => {
      thumb.addEventListener('click', () => {
        target = index;
        mark(index);
        track.scrollTo({ left: index * track.clientWidth, behavior: scrollBehavior() });
      });
    });
    track.addEventListener('pointerdown', release, { passive: true });
    track.addEventListener('scrollend', release, { passive: true });
    let frame = 0;
    track.addEventListener(
      'scroll',
      () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const index = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
          if (target === null) mark(index);
          else if (index === target) release();
        });
      },
      { passive: true },
    );
  }
}
