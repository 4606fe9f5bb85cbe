import { z } from 'zod';

/** How to reach an OpenAI-compatible chat-completions endpoint. */
export type ChatEndpoint = {
  // e.g. 'https://api.openai.com/v1'; '/chat/completions' is appended.
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

export type ChatMessage = { role: 'system' | 'user'; content: string };

// The endpoint could not be reached, timed out, refused the request or broke the protocol.
export class ContentProviderError extends Error {
  override readonly name = 'ContentProviderError';
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

/**
 * One chat completion answered as a JSON object (`response_format: json_object`): the model's text.
 * `extra` adds request fields (temperature, max_tokens). Throws ContentProviderError on any transport
 * or protocol failure, and after `timeoutMs`.
 */
export async function completeChat(
  endpoint: ChatEndpoint,
  messages: readonly ChatMessage[],
  extra: Record<string, unknown>,
): Promise<string> {
  const { baseUrl, apiKey, model, timeoutMs } = endpoint;
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let body: unknown;
  try {
    const response = await (endpoint.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model, messages, response_format: { type: 'json_object' }, ...extra }),
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

// Parses the model's text as a JSON object, tolerating a Markdown code fence around it.
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    const value: unknown = JSON.parse(unfenced);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
