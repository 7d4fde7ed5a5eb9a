/** @jest-environment node */
import { ANSWER_CUT_OFF, readAssistantStream } from './assistant-stream';

const reply = { message: 'Oncology has 3 openings.', suggestedSpecialties: ['Oncology'], suggestedActions: [] };

/** A response whose body arrives in the given pieces, split wherever a network might split it. */
function streamed(pieces: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    }),
  );
}

describe('readAssistantStream', () => {
  it('shows the answer as it grows, across lines split between pieces, and ends with the reply', async () => {
    const seen: string[] = [];
    const body = [
      '{"type":"delta","text":"Onco"}\n{"type":"del',
      'ta","text":"logy has"}\n',
      '{"type":"text","text":"Oncology has 3"}\n',
      `{"type":"delta","text":" openings."}\n{"type":"reply","reply":${JSON.stringify(reply)}}\n`,
    ];
    expect(await readAssistantStream(streamed(body), (text) => seen.push(text))).toEqual({ reply });
    expect(seen).toEqual(['Onco', 'Oncology has', 'Oncology has 3', 'Oncology has 3 openings.']);
  });

  it('reports the failure the server wrote after the answer began', async () => {
    const body = ['{"type":"delta","text":"Hel"}\n{"type":"error","statusCode":500,"message":"Something went wrong"}\n'];
    expect(await readAssistantStream(streamed(body), () => undefined)).toEqual({
      failure: { status: 500, message: 'Something went wrong' },
    });
  });

  it('says the answer was cut off when the stream ends without a reply', async () => {
    expect(await readAssistantStream(streamed(['{"type":"delta","text":"Hel"}\n']), () => undefined)).toEqual({
      failure: { status: 200, message: ANSWER_CUT_OFF },
    });
  });
});
