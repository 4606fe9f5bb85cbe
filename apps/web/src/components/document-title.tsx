import { useEffect } from 'react';

type Entry = { text: string; fallback: boolean };

// The titles on screen, in the order they appeared. The latest screen's title is the tab's; a layout's
// (`fallback`) only while no screen inside it names one. When the last one goes, the page's own title
// from index.html comes back.
const mounted: Entry[] = [];
const initialTitle = typeof document === 'undefined' ? '' : document.title;

function apply() {
  const screens = mounted.filter((entry) => !entry.fallback);
  const top = screens.at(-1) ?? mounted.at(-1);
  document.title = top ? top.text : initialTitle;
}

/**
 * Names the browser tab while it is on screen. React 19 would hoist a `<title>` element into the head,
 * but the built admin runs on Preact (decision 047), which draws it where it stands; this sets
 * `document.title` instead, the same way under both.
 */
export function DocumentTitle({ children, fallback = false }: { children: string; fallback?: boolean }) {
  useEffect(() => {
    const entry = { text: children, fallback };
    mounted.push(entry);
    apply();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      apply();
    };
  }, [children, fallback]);
  return null;
}
