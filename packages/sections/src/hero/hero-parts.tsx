import { type HeroModel, SiteImage } from '@webku/site/view-kit';

/** What every hero says first: the logo, the sub-name, the business's name and its tagline. */
export function HeroWords({ hero }: { hero: HeroModel }) {
  return (
    <>
      {hero.logo && (
        <SiteImage
          className="hero-logo"
          src={hero.logo}
          alt={hero.shopName}
          width={72}
          height={72}
          priority
        />
      )}
      {hero.subName && <p className="hero-eyebrow">{hero.subName}</p>}
      <h1 className="hero-title" id="hero-title">
        {hero.shopName}
      </h1>
      <p className="hero-tagline">{hero.tagline}</p>
    </>
  );
}

/** The hero's picture; `sizes` is how wide the layout draws it. */
export function HeroPicture({ src, sizes }: { src: string; sizes: string }) {
  return (
    <div className="hero-media">
      <SiteImage className="hero-image" src={src} alt="" width={1600} height={900} priority sizes={sizes} />
    </div>
  );
}
