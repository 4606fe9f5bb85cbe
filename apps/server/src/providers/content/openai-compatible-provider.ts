import { BuiltinContentProvider } from './builtin-provider';
import type { ContentInput, ContentProvider, GeneratedContent } from './content-provider';
import { buildMessages, draftAnswerSchema, mergeDraft, toDraft } from './llm-draft';
import { withOwnerFactsOnly } from './llm-facts';
import { type ChatEndpoint, completeChat, parseJsonObject } from './openai-chat';

export { ContentProviderError } from './openai-chat';

export type OpenAiCompatibleOptions = ChatEndpoint & {
  temperature?: number;
  now?: () => Date;
  // Told why an answer was unusable; the built-in text is used in its place.
  onFallback?: (reason: string) => void;
};

// Asks an OpenAI-compatible chat-completions endpoint to rewrite the built-in pack's text for this
// business. Transport failures throw ContentProviderError (the job can retry); an answer that is
// not usable JSON falls back to the built-in content, and each unusable field keeps its built-in value.
export class OpenAiCompatibleContentProvider implements ContentProvider {
  readonly name = 'openai-compatible';
  private readonly builtin: BuiltinContentProvider;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.builtin = new BuiltinContentProvider(options.now ? { now: options.now } : {});
  }

  async generate(input: ContentInput): Promise<GeneratedContent> {
    const base = this.builtin.generateSync(input);
    const answer = await completeChat(this.options, buildMessages(input, toDraft(base)), {
      temperature: this.options.temperature ?? 0.7,
    });
    const json = parseJsonObject(answer);
    if (json === undefined) {
      this.options.onFallback?.('LLM answer is not a JSON object');
      return base;
    }
    const parsed = draftAnswerSchema.safeParse(json);
    if (!parsed.success) {
      this.options.onFallback?.(`LLM answer does not match the draft: ${parsed.error.message}`);
      return base;
    }
    // Same rules as the built-in text: nothing the owner did not say, nothing of another kind of business,
    // and what they named as they named it.
    return mergeDraft(base, withOwnerFactsOnly(parsed.data, input));
  }
}
