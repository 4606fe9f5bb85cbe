import { buildContent } from './build-content';
import type { ContentInput, ContentProvider, GeneratedContent } from './content-provider';

export type BuiltinProviderOptions = {
  // Clock for news dates and the copyright year when the input has no `now`.
  now?: () => Date;
};

// Offline content from the built-in packs: deterministic per brand name, no network, a few milliseconds.
export class BuiltinContentProvider implements ContentProvider {
  readonly name = 'builtin';
  private readonly now: () => Date;

  constructor(options: BuiltinProviderOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  generate(input: ContentInput): Promise<GeneratedContent> {
    return Promise.resolve(this.generateSync(input));
  }

  generateSync(input: ContentInput): GeneratedContent {
    return buildContent(input, input.now ?? this.now());
  }
}
