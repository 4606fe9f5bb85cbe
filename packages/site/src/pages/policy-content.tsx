import type { PolicyModel } from '../data/site-model';
import { RichText } from '../ui/raw-html';

export function PolicyContent({ policy, emptyText }: { policy: PolicyModel; emptyText: string }) {
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
          <p className="policy-empty">{emptyText}</p>
        )}
      </div>
    </article>
  );
}
