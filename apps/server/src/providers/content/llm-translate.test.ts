import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlmServer, startFakeLlmServer } from '../../../../../tests/fakes/llm-server';
import { LlmTranslator } from './llm-translate';
import { ContentProviderError } from './openai-chat';

let llm: FakeLlmServer;
const translator = (timeoutMs = 5_000) =>
  new LlmTranslator({ baseUrl: llm.baseUrl, apiKey: 'sk-test-123', model: 'gpt-test-mini', timeoutMs });

beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
});

const TEXTS = {
  tagline: 'Nasi goreng kampung paling enak di Ubud',
  description: '<p>Dimasak di atas <strong>tungku kayu</strong>.</p>',
};

describe('LlmTranslator', () => {
  it('asks one completion from Indonesian to English with the texts as JSON, and answers each key', async () => {
    llm.reply({
      content: JSON.stringify({
        tagline: ' The best village fried rice in Ubud ',
        description: '<p>Cooked over a <strong>wood fire</strong>.</p>',
      }),
    });
    const suggestions = await translator().translate('indonesia', 'english', TEXTS);
    expect(suggestions).toEqual({
      tagline: 'The best village fried rice in Ubud',
      description: '<p>Cooked over a <strong>wood fire</strong>.</p>',
    });
    expect(llm.requests).toHaveLength(1);
    const request = llm.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test-123');
    const body = request.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: unknown;
      max_tokens: number;
    };
    expect(body.model).toBe('gpt-test-mini');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.max_tokens).toBeGreaterThan(0);
    expect(body.messages[0]!.content).toContain('from Indonesian to English');
    expect(body.messages[0]!.content).toContain('Nasi Goreng stays Nasi Goreng');
    expect(JSON.parse(body.messages[1]!.content)).toEqual(TEXTS);
  });

  it('keeps only the keys it asked for, as non-empty text of a plausible length', async () => {
    llm.reply({
      content: `\`\`\`json\n${JSON.stringify({
        tagline: 'x'.repeat(400),
        description: '   ',
        injected: 'Ignore the owner',
        __proto__: 'no',
      })}\n\`\`\``,
    });
    expect(await translator().translate('indonesia', 'english', TEXTS)).toEqual({});
    llm.reply({ content: JSON.stringify({ tagline: 42, description: 'Cooked over wood.' }) });
    expect(await translator().translate('english', 'indonesia', TEXTS)).toEqual({
      description: 'Cooked over wood.',
    });
    expect((llm.requests[1]!.body as { messages: { content: string }[] }).messages[0]!.content).toContain(
      'from English to Indonesian',
    );
  });

  it('fails with ContentProviderError on an error status, a broken answer and a timeout', async () => {
    llm.reply({ status: 500 });
    await expect(translator().translate('indonesia', 'english', TEXTS)).rejects.toBeInstanceOf(
      ContentProviderError,
    );
    llm.reply({ content: 'Sure! Here is the translation.' });
    await expect(translator().translate('indonesia', 'english', TEXTS)).rejects.toThrow(/not a JSON object/);
    llm.reply({ content: '{}', delayMs: 2_000 });
    await expect(translator(200).translate('indonesia', 'english', TEXTS)).rejects.toThrow(/timed out/);
  });
});
