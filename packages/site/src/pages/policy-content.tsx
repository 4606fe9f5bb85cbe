import type { PolicyModel } from '../data/site-model';
import { SITE_TEXTS } from '../data/site-texts';
import { RichText } from '../ui/raw-html';

export function PolicyContent({ policy }: { policy: PolicyModel }) {
  return (
    <article className="policy">
      <header className="policy-header">
        <div className="container container--narrow">
          <h1 className="policy-title">{policy.title}</h1>
        </div>
      </header>
      <div className="container container--narrow policy-body">
        {policy.html ? (
          <RichText className="prose" html={policy.html} />
        ) : (
          <p className="policy-empty">{SITE_TEXTS.contentNotAvailable}</p>
        )}
      </div>
    </article>
  );
}
