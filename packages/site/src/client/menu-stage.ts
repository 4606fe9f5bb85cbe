import { prefersReducedMotion } from './motion';

// Tapping a menu row shows that item's picture in its category's stage image.
export function initMenuStage(): void {
  document.addEventListener('click', (event) => {
    const row = (event.target as Element).closest<HTMLElement>('[data-stage-src]');
    const panel = row?.closest('[data-menu-panel]');
    const stage = panel?.querySelector<HTMLImageElement>('.menu-stage-image');
    if (!row || !panel || !stage) return;
    for (const other of panel.querySelectorAll('.menu-row-button.is-active'))
      other.classList.remove('is-active');
    row.classList.add('is-active');
    const src = row.dataset.stageSrc ?? '';
    if (stage.getAttribute('src') === src) return;
    const srcset = row.dataset.stageSrcset;
    if (srcset) stage.srcset = srcset;
    else stage.removeAttribute('srcset');
    stage.src = src;
    stage.alt = row.dataset.stageAlt ?? '';
    if (!prefersReducedMotion())
      stage.animate([{ opacity: 0.35 }, { opacity: 1 }], { duration: 280, easing: 'ease-out' });
  });
}
