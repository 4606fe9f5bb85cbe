import { initVisitBeacon } from './visit-beacon';

// The link-in-bio page's only script: the visit beacon (its view, and a tap on each button). The page's
// links work without it; it runs in a task of its own after the document is parsed.
function start(): void {
  setTimeout(initVisitBeacon);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
