import {
  type ArticleView,
  Carousel,
  DialogTrigger,
  RichText,
  SectionHeader,
  type SectionProps,
  SiteDialog,
  SiteImage,
} from '@webku/site/view-kit';

function ArticleMeta({ article }: { article: ArticleView }) {
  return (
    <span className="article-meta">
      {article.category && <span className="pill">{article.category}</span>}
      {article.date && <time dateTime={article.date.iso}>{article.date.text}</time>}
    </span>
  );
}

function ArticleCard({
  article,
  readMore,
  isFeatured = false,
}: {
  article: ArticleView;
  readMore: string;
  isFeatured?: boolean;
}) {
  return (
    <DialogTrigger
      className={isFeatured ? 'card article-card article-card--featured' : 'card article-card'}
      dialogId={article.dialogId}
    >
      <span className="card-media card-media--wide">
        {article.thumbnail && (
          <SiteImage
            src={article.thumbnail}
            alt=""
            width={1200}
            height={675}
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        )}
      </span>
      <span className="card-body">
        <ArticleMeta article={article} />
        <span className="card-title">{article.title}</span>
        {article.description && <span className="card-text">{article.description}</span>}
        <span className="card-more">{readMore}</span>
      </span>
    </DialogTrigger>
  );
}

function NewsSection({ site, layout }: SectionProps<'news'>) {
  const { news } = site;
  if (!news) return null;
  const words = site.texts;
  const [featured, ...rest] = news.articles;
  return (
    <section id="news" className="section section--news" aria-labelledby="news-heading">
      <div className="container">
        <SectionHeader id="news" title={news.title} description={news.description} />
        {layout === 'carousel' ? (
          <Carousel
            label={news.title}
            items={news.articles}
            itemKey={(article) => article.id}
            renderItem={(article) => <ArticleCard article={article} readMore={words.readMore} />}
            previousLabel={words.previous}
            nextLabel={words.next}
          />
        ) : (
          featured && (
            <div className="news-layout">
              <ArticleCard article={featured} readMore={words.readMore} isFeatured />
              {rest.length > 0 && (
                <ul className="card-grid">
                  {rest.map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} readMore={words.readMore} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        )}
        {news.articles.map((article) => (
          <SiteDialog
            key={article.id}
            id={article.dialogId}
            title={article.title}
            returnHref="#news"
            closeLabel={words.close}
            className="dialog--wide"
          >
            <ArticleMeta article={article} />
            {article.thumbnail && (
              <SiteImage
                className="dialog-image dialog-image--wide"
                src={article.thumbnail}
                alt={article.title}
                width={1200}
                height={675}
              />
            )}
            {article.contentHtml ? (
              <RichText className="prose" html={article.contentHtml} />
            ) : (
              article.description && <p className="dialog-text">{article.description}</p>
            )}
          </SiteDialog>
        ))}
      </div>
    </section>
  );
}

/** How the page draws the news: its component, for each of its layouts (their stylesheets are the templates'). */
export const newsView = { Component: NewsSection };
