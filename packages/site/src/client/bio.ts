import { initVisitBeacon } from './visit-beacon';
import { initVitals } from './vitals-loader';

// The link-in-bio page's only script: the visit beacon (its view, and a tap on each button) and, on a
// sampled view, the field-speed script once idle. The page's links work without it; it runs in a task of
// its own after the document is parsed.
function start(): void {
  setTimeout(initVisitBeacon);
  initVitals();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
