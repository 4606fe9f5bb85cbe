const THRESHOLD = 50;

// The bar turns solid once the page has scrolled more than 50 px.
export function initStickyNav(): void {
  const nav = document.querySelector<HTMLElement>('[data-nav]');
  if (!nav) return;
  let isScrolled: boolean | null = null;
  const update = () => {
    const next = window.scrollY > THRESHOLD;
    if (next === isScrolled) return;
    isScrolled = next;
    nav.classList.toggle('is-scrolled', next);
  };
  // The first read waits for a frame: reading scrollY right after the 'js' class changed the styles
  // would force a whole-page layout inside this script's task (a long task on a slow phone).
  requestAnimationFrame(update);
  window.addEventListener('scroll', update, { passive: true });
}
