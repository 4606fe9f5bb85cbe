import type { HeroSection } from '@webku/contract';

type HeroFormValues = { [K in keyof HeroSection]?: string };

// A small live preview, so that the owner sees the words over the photo as visitors will.
export function HeroPreview({ values }: { values: HeroFormValues }) {
  const background = values.background_image?.trim();

  return (
    <figure className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm">
      <div
        className="relative flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-espresso bg-cover bg-center px-6 text-center text-white"
        style={background ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined}
      >
        <div
          className="absolute inset-0 bg-linear-to-b from-black/30 via-black/45 to-black/70"
          aria-hidden="true"
        />
        <div className="relative flex flex-col items-center gap-2">
          {values.logo?.trim() && (
            <img src={values.logo} alt="" className="size-12 rounded-full bg-white/90 object-contain p-1" />
          )}
          <p className="text-2xl leading-tight font-bold">{values.shop_name || 'Nama toko'}</p>
          {values.sub_name && (
            <p className="text-sm tracking-widest text-white/85 uppercase">{values.sub_name}</p>
          )}
          {values.tagline && <p className="line-clamp-2 max-w-xs text-sm text-white/90">{values.tagline}</p>}
          <span className="mt-2 inline-flex rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-espresso">
            {values.cta_text || 'See Our Menu'}
          </span>
        </div>
      </div>
      <figcaption className="px-4 py-2 text-xs text-neutral-500">Pratinjau langsung</figcaption>
    </figure>
  );
}
