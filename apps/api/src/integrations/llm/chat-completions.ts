/**
 * An OpenAI-compatible chat completions endpoint (`POST {LLM_API_URL}/chat/completions`, as OpenAI,
 * Groq, OpenRouter, Together, vLLM and Ollama serve it:
 * https://platform.openai.com/docs/api-reference/chat/create). Used for the blog's "Buat Ringkasan"
 * when `LLM_API_URL` and `LLM_MODEL` are set; the caller falls back on any error.
 */

export interface LlmConfig {
  /** Base URL, e.g. `https://api.openai.com/v1`; a URL already ending in `/chat/completions` is used as is. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set (a local server may need none). */
  apiKey?: string;
  model: string;
  /** ms before the call is abandoned. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

export class LlmError extends Error {}

function endpoint(url: string): string {
  const base = url.replace(/\/+$/, "");
  return base.endsWith("/chat/completions") ? base : `${base}/chat/completions`;
}

/**
 * The first choice's message text for `messages`. Throws `LlmError` on a non-2xx answer, an answer
 * without text, or after `timeoutMs` (the request is aborted); network errors propagate as thrown.
 */
export async function chatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  { maxTokens = 300, temperature = 0.2 }: { maxTokens?: number; temperature?: number } = {},
): Promise<string> {
  const response = await fetch(endpoint(config.url), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, max_tokens: maxTokens, temperature }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new LlmError(`chat completions answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== "string" || !content.trim()) throw new LlmError("chat completions answered no text");
  return content;
}
