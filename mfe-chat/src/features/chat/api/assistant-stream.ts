import type { AssistantReply } from '@nurse/api-client';

/** How a streamed answer ended: the whole reply, or the failure the server reported part-way. */
export type StreamOutcome = { reply: AssistantReply } | { failure: { status: number; message: string } };

type StreamLine =
  | { type: 'delta'; text: string }
  | { type: 'text'; text: string }
  | { type: 'reply'; reply: AssistantReply }
  | { type: 'error'; statusCode: number; message: string };

export const ANSWER_CUT_OFF = 'The answer was cut off. Please try again.';

/**
 * Reads the assistant's answer as the server writes it (one JSON object a line, see POST /api/chat/stream):
 * `onText` receives the answer so far after each piece, and the outcome is the final reply.
 */
export async function readAssistantStream(response: Response, onText: (textSoFar: string) => void): Promise<StreamOutcome> {
  if (!response.body) return { failure: { status: response.status, message: ANSWER_CUT_OFF } };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  let soFar = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += value ?? '';
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const raw of lines) {
      if (raw.trim() === '') continue;
      const line = JSON.parse(raw) as StreamLine;
      if (line.type === 'reply') return { reply: line.reply };
      if (line.type === 'error') return { failure: { status: line.statusCode, message: line.message } };
      soFar = line.type === 'delta' ? soFar + line.text : line.text;
      onText(soFar);
    }
    if (done) return { failure: { status: response.status, message: ANSWER_CUT_OFF } };
  }
}
