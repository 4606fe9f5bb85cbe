const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

// WAI-ARIA tabs with automatic activation and a roving tabindex.
export function initTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    if (tabs.length === 0) continue;
    const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '');
    const select = (selected: HTMLElement, focus: boolean) => {
      for (const tab of tabs) {
        const isSelected = tab === selected;
        tab.setAttribute('aria-selected', String(isSelected));
        tab.tabIndex = isSelected ? 0 : -1;
        const panel = panelOf(tab);
        if (panel) panel.hidden = !isSelected;
      }
      if (focus) selected.focus();
    };
    const fromHash = tabs.find((tab) => `#${tab.getAttribute('aria-controls')}` === window.location.hash);
    select(fromHash ?? tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0]!, false);
    for (const tab of tabs) tab.addEventListener('click', () => select(tab, false));
    root.querySelector('[role="tablist"]')?.addEventListener('keydown', (event) => {
      const move = KEYS[(event as KeyboardEvent).key];
      const current = tabs.indexOf(document.activeElement as HTMLElement);
      if (!move || current < 0) return;
      event.preventDefault();
      select(tabs[move(current, tabs.length)]!, true);
    });
  }
}
