import { type AboutSection as AboutRow, aboutParagraphs, about as definition } from '@webku/contract';
import {
  type SectionProps,
  SiteImage,
  type SiteModel,
  textOr,
  textOrNull,
  titleIn,
} from '@webku/site/view-kit';

type AboutModel = { title: string; paragraphs: string[]; photo: { src: string; alt: string } | null };

// Nothing to read, no section: a title or a photo alone is not shown. Untitled, it is the section's own
// title in the page's language.
function aboutModel(site: SiteModel): AboutModel | null {
  const about = site.oneRows.get(definition.key) as AboutRow | undefined;
  const paragraphs = aboutParagraphs(about?.text);
  if (!about || paragraphs.length === 0) return null;
  const image = textOrNull(about.image);
  const alt = site.language === 'english' ? `Photo of ${site.companyName}` : `Foto ${site.companyName}`;
  return {
    title: textOr(about.title, titleIn(definition.title, site.language)),
    paragraphs,
    photo: image ? { src: image, alt } : null,
  };
}

// The owner's own words, as plain paragraphs. With a photo the text sits beside it (stacked on a
// phone); without one it is a centred block. `split` is the plain two columns any template can use;
// `story` sets the photo in a framed card and the first paragraph larger.
function AboutSection({ site, layout }: SectionProps<'about'>) {
  const about = aboutModel(site);
  if (!about) return null;
  const [lead, ...rest] = about.paragraphs;
  const arrangement = about.photo ? 'about--with-photo' : 'about--text-only';
  return (
    <section
      id="about"
      className={`section section--about about about--${layout} ${arrangement}`}
      aria-labelledby="about-heading"
    >
      <div className="container about-inner">
        {about.photo && (
          <div className="about-media">
            <SiteImage
              className="about-photo"
              src={about.photo.src}
              alt={about.photo.alt}
              width={960}
              height={720}
              sizes="(min-width: 900px) 45vw, 100vw"
            />
          </div>
        )}
        <div className="about-copy">
          <h2 className="section-title about-title" id="about-heading">
            {about.title}
          </h2>
          <p className="about-lead">{lead}</p>
          {rest.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place.
            <p key={index} className="about-text">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}

/** How the page draws "Tentang Kami": its component for each layout and its stylesheet, in the page's shared rules. */
export const aboutView = {
  Component: AboutSection,
  stylesheet: new URL('./about.css', import.meta.url),
};
