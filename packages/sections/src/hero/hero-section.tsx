import type { SectionProps } from '@webku/site/view-kit';
import { HeroPicture, HeroWords } from './hero-parts';
import { HeroStatement } from './hero-statement';

// One markup for both layouts: full-bleed puts the media behind the copy, split puts it beside.
function HeroSection({ site, layout }: SectionProps<'hero'>) {
  if (layout === 'statement') return <HeroStatement site={site} />;
  const { hero } = site;
  return (
    <section className={`hero hero--${layout}`} aria-labelledby="hero-title">
      <div className="hero-inner container">
        <div className="hero-copy">
          <HeroWords hero={hero} />
          <a className="button button--primary button--large hero-cta" href={hero.cta.href}>
            {hero.cta.text}
          </a>
        </div>
        <HeroPicture src={hero.backgroundImage} sizes={heroImageSizes(layout)} />
      </div>
    </section>
  );
}

// React preloads a priority image itself (in <head>, with this srcset and sizes): no preload of our own.
function heroImageSizes(layout: string): string {
  if (layout === 'split') return '(min-width: 900px) 55vw, 100vw';
  return layout === 'compact' ? '(min-width: 900px) 45vw, 100vw' : '100vw';
}

/** How the page draws the hero: its component, for each of its layouts (their stylesheets are the templates'). */
export const heroView = { Component: HeroSection };
