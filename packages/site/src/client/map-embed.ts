// A store's map is requested from Google only after the visitor asks; it covers the photo, so nothing moves.
export function initMapEmbeds(): void {
  const toggles = document.querySelectorAll<HTMLAnchorElement>('[data-map-embed]');
  for (const toggle of toggles) toggle.setAttribute('role', 'button');
  if (toggles.length === 0) return;

  document.addEventListener('click', (event) => {
    const toggle =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-map-embed]') : null;
    const media = toggle?.closest('.card')?.querySelector<HTMLElement>('[data-map-frame]');
    const label = toggle?.querySelector('[data-map-label]');
    if (!toggle || !media || !label) return;
    event.preventDefault();
    if (!media.querySelector('iframe')) {
      const frame = document.createElement('iframe');
      frame.className = 'map-frame';
      frame.title = toggle.dataset.mapTitle ?? '';
      frame.src = toggle.dataset.mapEmbed ?? '';
      media.append(frame);
    }
    const isMap = media.classList.toggle('is-map');
    const [show, hide] = [toggle.dataset.mapShow ?? '', toggle.dataset.mapHide ?? ''];
    label.textContent = isMap ? hide : show;
  });
}
