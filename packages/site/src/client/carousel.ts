import { prefersReducedMotion, scrollBehavior } from './motion';

const AUTOPLAY_MS = 6000;

function initCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = root.querySelector<HTMLElement>('.carousel-controls');
  if (!track || !controls) return;
  const step = () => {
    const slide = track.firstElementChild as HTMLElement | null;
    return (
      (slide?.offsetWidth ?? track.clientWidth) + (Number.parseFloat(getComputedStyle(track).columnGap) || 0)
    );
  };
  const atStart = () => track.scrollLeft <= 4;
  const atEnd = () => track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
  // Looping: past the last slide comes the first again, and the other way round.
  const go = (direction: 1 | -1) => {
    const behavior = scrollBehavior();
    if (direction === 1 && atEnd()) track.scrollTo({ left: 0, behavior });
    else if (direction === -1 && atStart()) track.scrollTo({ left: track.scrollWidth, behavior });
    else track.scrollBy({ left: direction * step(), behavior });
  };
  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => go(-1));
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => go(1));

  const fits = () => track.scrollWidth <= track.clientWidth + 4;
  // Measured after layout (a ResizeObserver), never forced during start-up; again whenever the strip resizes.
  new ResizeObserver(() => {
    controls.hidden = fits();
  }).observe(track);

  if (prefersReducedMotion()) return;
  let isPaused = false;
  let isVisible = false;
  root.addEventListener('pointerenter', () => {
    isPaused = true;
  });
  root.addEventListener('pointerleave', () => {
    isPaused = false;
  });
  root.addEventListener('focusin', () => {
    isPaused = true;
  });
  root.addEventListener('focusout', () => {
    isPaused = false;
  });
  new IntersectionObserver(([entry]) => {
    isVisible = entry?.isIntersecting ?? false;
  }).observe(root);
  window.setInterval(() => {
    if (isPaused || !isVisible || document.hidden || fits() || document.querySelector('dialog[open]')) return;
    go(1);
  }, AUTOPLAY_MS);
}

export function initCarousels(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) initCarousel(root);
}
