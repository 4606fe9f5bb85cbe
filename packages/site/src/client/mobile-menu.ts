// The hamburger is a native <details>; this closes it after a jump, on Escape and on a tap outside.
export function initMobileMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('[data-nav-mobile]');
  if (!menu) return;
  const close = () => {
    menu.open = false;
  };
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      close();
      menu.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) close();
  });
}
