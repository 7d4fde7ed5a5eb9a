import OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { LanguageModelConfig } from '../config/app-config';

/** A function the model may call to read the product's data; what it returns is sent back as JSON. */
export interface ModelTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>): Promise<unknown>;
}

export interface ModelConversation {
  /** How the model should behave and what it must not do. */
  instructions: string;
  prompt: string;
  tools: readonly ModelTool[];
  /** Called with the answer so far each time the model writes more of it (a later turn starts afresh). */
  onText?: (textSoFar: string) => void;
  /** Ends the conversation early (the asker left). */
  signal?: AbortSignal;
}

/** The model answered with something that cannot be used: no text, an unknown tool, arguments that are not JSON. */
export class MalformedModelAnswer extends Error {
  override readonly name = 'MalformedModelAnswer';
}

/** Tool rounds before the model must have answered; a model still calling tools after them is treated as malformed. */
const MAX_TOOL_ROUNDS = 4;

interface PartialToolCall {
  id: string;
  name: string;
  arguments: string;
}

function parseArguments(call: PartialToolCall): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(call.arguments.trim() === '' ? '{}' : call.arguments);
  } catch {
    throw new MalformedModelAnswer(`arguments of ${call.name} are not JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MalformedModelAnswer(`arguments of ${call.name} are not an object`);
  }
  return parsed as Record<string, unknown>;
}

function addToolCallPieces(calls: PartialToolCall[], chunk: ChatCompletionChunk): void {
  for (const piece of chunk.choices[0]?.delta?.tool_calls ?? []) {
    const call = (calls[piece.index] ??= { id: '', name: '', arguments: '' });
    if (piece.id) call.id = piece.id;
    if (piece.function?.name) call.name += piece.function.name;
    if (piece.function?.arguments) call.arguments += piece.function.arguments;
  }
}

/**
 * An OpenAI-compatible chat model (OpenAI itself, or any server speaking its API at LLM_BASE_URL),
 * answering through tools over the product's own data. Each turn is streamed: text reaches `onText`
 * as it arrives, tool calls are run and their results sent back until the model answers.
 * Errors are the caller's to handle; the client never retries, so a failing model falls back at once.
 */
export class LanguageModel {
  private readonly client: OpenAI;

  constructor(private readonly config: LanguageModelConfig) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
      timeout: config.timeoutMs,
      maxRetries: 0,
      // Failures are logged once, by the caller, with the key taken out.
      logLevel: 'off',
    });
  }

  get model(): string {
    return this.config.model;
  }

  /** The text of an error with the API key taken out, for logs. */
  describeFailure(error: unknown): string {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return text.split(this.config.apiKey).join('[key]').slice(0, 300);
  }

  async converse(conversation: ModelConversation): Promise<string> {
    const signal = AbortSignal.any([AbortSignal.timeout(this.config.timeoutMs), ...(conversation.signal ? [conversation.signal] : [])]);
    const tools = new Map(conversation.tools.map((tool) => [tool.name, tool]));
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: conversation.instructions },
      { role: 'user', content: conversation.prompt },
    ];
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
      const { text, calls } = await this.turn(messages, conversation, signal, round < MAX_TOOL_ROUNDS);
      if (calls.length === 0) {
        if (text.trim() === '') throw new MalformedModelAnswer('the answer is empty');
        return text;
      }
      messages.push(this.assistantToolTurn(text, calls));
      for (const call of calls) messages.push(await this.runTool(tools, call));
    }
    throw new MalformedModelAnswer(`still calling tools after ${MAX_TOOL_ROUNDS} rounds`);
  }

  private async turn(
    messages: ChatCompletionMessageParam[],
    conversation: ModelConversation,
    signal: AbortSignal,
    toolsAllowed: boolean,
  ): Promise<{ text: string; calls: PartialToolCall[] }> {
    const tools: ChatCompletionTool[] = conversation.tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    }));
    const stream = await this.client.chat.completions.create(
      { model: this.config.model, messages, stream: true, ...(toolsAllowed && tools.length > 0 ? { tools } : {}) },
      { signal },
    );
    let text = '';
    const calls: PartialToolCall[] = [];
    for await (const chunk of stream) {
      const piece = chunk.choices[0]?.delta?.content;
      if (piece) {
        text += piece;
        conversation.onText?.(text);
      }
      addToolCallPieces(calls, chunk);
    }
    return { text, calls: calls.filter(Boolean) };
  }

  private assistantToolTurn(text: string, calls: PartialToolCall[]): ChatCompletionMessageParam {
    const toolCalls: ChatCompletionMessageToolCall[] = calls.map((call, index) => ({
      id: call.id || `call-${index}`,
      type: 'function',
      function: { name: call.name, arguments: call.arguments || '{}' },
    }));
    return { role: 'assistant', content: text || null, tool_calls: toolCalls };
  }

  private async runTool(tools: Map<string, ModelTool>, call: PartialToolCall): Promise<ChatCompletionMessageParam> {
    const tool = tools.get(call.name);
    if (!tool) throw new MalformedModelAnswer(`unknown tool ${call.name || '(no name)'}`);
    const result = await tool.run(parseArguments(call));
    return { role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) };
  }
}
