/**
 * An OpenAI-compatible chat completions server on loopback, answering from a script: each request
 * takes the next scripted turn. It streams as the real API does (server-sent events of completion
 * chunks, then [DONE]) and records what it was sent, so tests can check the tool results it received.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedTurn =
  /** Streams the text in pieces of `pieceLength` characters. */
  | { text: string; pieceLength?: number }
  /** Streams calls of these tools, each call's arguments split in two pieces. */
  | { toolCalls: Array<{ name: string; arguments: string }> }
  | { status: number; body: string }
  /** A 200 whose events are not JSON. */
  | { garbage: true }
  /** Never answers. */
  | { hang: true };

export interface ReceivedRequest {
  authorization: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface FakeLanguageModel {
  baseUrl: string;
  received: ReceivedRequest[];
  /** Replaces the script; a request beyond it is answered 500. */
  script(turns: ScriptedTurn[]): void;
  close(): Promise<void>;
}

const chunk = (delta: object, finishReason: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;

function piecesOf(text: string, length: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += length) pieces.push(text.slice(start, start + length));
  return pieces;
}

function streamTurn(res: ServerResponse, turn: ScriptedTurn): void {
  if ('hang' in turn) return;
  if ('status' in turn) {
    res.writeHead(turn.status, { 'content-type': 'application/json' }).end(turn.body);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  if ('garbage' in turn) {
    res.end('data: {"choices": [ not json\n\n');
    return;
  }
  if ('text' in turn) {
    for (const piece of piecesOf(turn.text, turn.pieceLength ?? 12)) res.write(chunk({ content: piece }));
    res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
    return;
  }
  turn.toolCalls.forEach((call, index) => {
    const half = Math.floor(call.arguments.length / 2);
    res.write(
      chunk({
        tool_calls: [
          { index, id: `call-${index}`, type: 'function', function: { name: call.name, arguments: call.arguments.slice(0, half) } },
        ],
      }),
    );
    res.write(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] }));
  });
  res.end(`${chunk({}, 'tool_calls')}data: [DONE]\n\n`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeLanguageModel(): Promise<FakeLanguageModel> {
  let turns: ScriptedTurn[] = [];
  const received: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(text) });
      const turn = turns.shift() ?? { status: 500, body: '{"error":{"message":"no scripted turn"}}' };
      if ('hang' in turn) hanging.add(res);
      streamTurn(res, turn);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    script(next) {
      turns = [...next];
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
