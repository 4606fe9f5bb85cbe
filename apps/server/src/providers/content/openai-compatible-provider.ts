import { z } from 'zod';
import { BuiltinContentProvider } from './builtin-provider';
import type { ContentInput, ContentProvider, GeneratedContent } from './content-provider';
import { buildMessages, draftAnswerSchema, mergeDraft, toDraft } from './llm-draft';
import { withOwnerFactsOnly } from './llm-facts';

export type OpenAiCompatibleOptions = {
  // e.g. 'https://api.openai.com/v1'; '/chat/completions' is appended.
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  temperature?: number;
  now?: () => Date;
  fetch?: typeof fetch;
  // Told why an answer was unusable; the built-in text is used in its place.
  onFallback?: (reason: string) => void;
};

// The endpoint could not be reached, timed out, refused the request or broke the protocol.
export class ContentProviderError extends Error {
  override readonly name = 'ContentProviderError';
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

// Asks an OpenAI-compatible chat-completions endpoint to rewrite the built-in pack's text for this
// business. Transport failures throw ContentProviderError (the job can retry); an answer that is
// not usable JSON falls back to the built-in content, and each unusable field keeps its built-in value.
export class OpenAiCompatibleContentProvider implements ContentProvider {
  readonly name = 'openai-compatible';
  private readonly builtin: BuiltinContentProvider;
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.builtin = new BuiltinContentProvider(options.now ? { now: options.now } : {});
    this.fetcher = options.fetch ?? fetch;
  }

  async generate(input: ContentInput): Promise<GeneratedContent> {
    const base = this.builtin.generateSync(input);
    const answer = await this.complete(buildMessages(input, toDraft(base)));
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

  private async complete(messages: ReturnType<typeof buildMessages>): Promise<string> {
    const { baseUrl, apiKey, model, timeoutMs, temperature = 0.7 } = this.options;
    const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
    let response: Response;
    let body: unknown;
    try {
      response = await this.fetcher(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model, messages, response_format: { type: 'json_object' }, temperature }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 500);
        throw new ContentProviderError(`LLM request failed: HTTP ${response.status}: ${detail}`);
      }
      body = await response.json().catch(() => undefined);
    } catch (error) {
      if (error instanceof ContentProviderError) throw error;
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new ContentProviderError(`LLM request timed out after ${timeoutMs} ms`, { cause: error });
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new ContentProviderError(`LLM request to ${url} failed: ${reason}`, { cause: error });
    }
    const envelope = completionSchema.safeParse(body);
    if (!envelope.success) throw new ContentProviderError('LLM response is not a chat completion');
    return envelope.data.choices[0]!.message.content ?? '';
  }
}

// Parses the model's text as a JSON object, tolerating a Markdown code fence around it.
function parseJsonObject(text: string): unknown {
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    const value: unknown = JSON.parse(unfenced);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
