import { initAccordions } from './accordion';
import { initCarousels } from './carousel';
import { initDialogs } from './dialogs';
import { initGalleries } from './gallery';
import { initMapEmbeds } from './map-embed';
import { initMenuStage } from './menu-stage';
import { initMobileMenu } from './mobile-menu';
import { initOpenBadges } from './open-now';
import { initOrder } from './order';
import { initStickyNav } from './sticky-nav';
import { initTabs } from './tabs';
import { initTracking } from './track';
import { initVisitBeacon } from './visit-beacon';
import { initVitals } from './vitals-loader';

// Progressive enhancement of the server-rendered public site; everything works without it.
// Start-up is split into short tasks, so none of them keeps a slow phone from answering a tap: first
// what the visitor sees and touches, then the saved order (the first sessionStorage read of a page
// waits on the browser process), then the visit beacon (a request), each in a task of its own; a sampled
// view loads the field-speed script once the page is idle.
function enhance(): void {
  document.documentElement.classList.add('js');
  initStickyNav();
  initMobileMenu();
  initAccordions();
  initMenuStage();
  initTabs();
  initCarousels();
  initGalleries();
  initDialogs();
  initOpenBadges();
  initMapEmbeds();
  initTracking();
  setTimeout(initOrder);
  setTimeout(initVisitBeacon);
  initVitals();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enhance);
else enhance();
