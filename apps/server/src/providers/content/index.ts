import { BuiltinContentProvider } from './builtin-provider';
import type { ContentProvider } from './content-provider';
import { OpenAiCompatibleContentProvider } from './openai-compatible-provider';

export type ContentProviderConfig =
  | { kind: 'builtin' }
  | { kind: 'openai-compatible'; baseUrl: string; apiKey: string; model: string; timeoutMs: number };

export type ContentProviderHooks = {
  now?: () => Date;
  // Called when an LLM answer is unusable and built-in text is used instead (log it).
  onFallback?: (reason: string) => void;
  fetch?: typeof fetch;
};

export function createContentProvider(
  config: ContentProviderConfig,
  hooks: ContentProviderHooks = {},
): ContentProvider {
  if (config.kind === 'openai-compatible') {
    return new OpenAiCompatibleContentProvider({ ...config, ...hooks });
  }
  return new BuiltinContentProvider(hooks.now ? { now: hooks.now } : {});
}

export {
  builtinImageKeyFromUrl,
  builtinImageKeys,
  builtinImageUrl,
  renderBuiltinImageSvg,
} from '@webku/content-packs';
export { BuiltinContentProvider } from './builtin-provider';
export type * from './content-provider';
export { ContentProviderError, OpenAiCompatibleContentProvider } from './openai-compatible-provider';
