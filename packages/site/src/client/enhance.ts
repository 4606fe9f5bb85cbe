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

// Progressive enhancement of the server-rendered public site; everything works without it.
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
  initVisitBeacon();
  initOrder();
  initMapEmbeds();
  initTracking();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enhance);
else enhance();
