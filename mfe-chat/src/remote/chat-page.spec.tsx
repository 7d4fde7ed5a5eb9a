import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatHistoryMessage } from '@nurse/api-client';
import { aUser, apiCalls, mockApi, type ApiCall } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { CHAT_PAGES } from './chat-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

function renderChat() {
  return renderRemote(CHAT_PAGES, '/dashboard', {
    user: aUser({ id: 7, name: 'Mary Seacole', accountStatus: 'live', onboardingCompleted: true }),
  });
}

/** A stand-in server keeping what is saved, as the API does. */
function serveChat(options: { askStatus?: number; failure?: { status: number; message: string } } = {}) {
  const saved: ChatHistoryMessage[] = [];
  mockApi({
    // A copy: the cache freezes what it is given.
    'GET /api/chat-history/7': () => ({ status: 200, body: [...saved] }),
    'POST /api/chat-history': (call: ApiCall) => {
      const message = {
        id: saved.length + 1,
        userId: 7,
        createdAt: new Date().toISOString(),
        suggestedSpecialties: [],
        suggestedActions: [],
        ...(call.body as Pick<ChatHistoryMessage, 'sessionId' | 'messageType' | 'message'>),
      } as ChatHistoryMessage;
      saved.push(message);
      return { status: 201, body: message };
    },
    // The stand-in answers with what the stream reader makes of a finished stream.
    'POST /api/chat/stream': () =>
      options.askStatus
        ? {
            status: options.askStatus,
            body: { message: 'You can ask the assistant at most 20 questions a minute. Please wait a moment and try again.' },
          }
        : options.failure
          ? { status: 200, body: { failure: options.failure } }
          : {
              status: 200,
              body: {
                reply: {
                  message: 'Oncology: 12 nurses on the network.',
                  suggestedSpecialties: ['Oncology'],
                  suggestedActions: [{ type: 'specialty', label: 'Explore Oncology', value: 'Oncology' }],
                },
              },
            },
  });
  return saved;
}

const input = () => screen.getByPlaceholderText('Ask me anything about your nursing career...');

describe('ChatPage', () => {
  it('welcomes her with Explore Specialties and Find Connections when the history is empty', async () => {
    serveChat();
    const { currentPath } = renderChat();
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText(/Hi Mary! I'm your career assistant/)).toBeTruthy();
    fireEvent.click(within(conversation).getByRole('button', { name: 'Find Connections' }));
    expect(currentPath()).toBe('/my-connections');
  });

  it('saves her question, asks, saves the answer, and shows both with the suggested actions', async () => {
    const saved = serveChat();
    const { currentPath } = renderChat();
    await screen.findByRole('list', { name: 'Conversation' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input(), { target: { value: '  tell me about oncolgy ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Oncology: 12 nurses on the network.')).toBeTruthy();
    expect(screen.getByText('tell me about oncolgy')).toBeTruthy();
    expect((input() as HTMLInputElement).value).toBe('');
    expect(saved.map((m) => [m.messageType, m.message])).toEqual([
      ['user', 'tell me about oncolgy'],
      ['assistant', 'Oncology: 12 nurses on the network.'],
    ]);
    expect(saved[0]!.sessionId).toBe(`session-7-${new Date().toDateString()}`);
    expect(apiCalls.find((call) => call.url === '/api/chat/stream')?.body).toEqual({ message: 'tell me about oncolgy', userId: 7 });

    fireEvent.click(screen.getByRole('button', { name: 'Explore Oncology' }));
    expect(currentPath()).toBe('/areas-of-interest');
  });

  it('says Failed to send message with the reason and keeps her question when the assistant refuses', async () => {
    serveChat({ askStatus: 429 });
    renderChat();
    await screen.findByRole('list', { name: 'Conversation' });
    fireEvent.change(input(), { target: { value: 'jobs in ICU' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText(/at most 20 questions a minute/)).toBeTruthy();
    await waitFor(() => expect((input() as HTMLInputElement).value).toBe('jobs in ICU'));
    expect(screen.queryByRole('status', { name: 'The assistant is typing' })).toBeNull();
  });

  it('says Failed to send message with the reason when the answer fails part-way', async () => {
    serveChat({ failure: { status: 500, message: 'Something went wrong on our side' } });
    renderChat();
    await screen.findByRole('list', { name: 'Conversation' });
    fireEvent.change(input(), { target: { value: 'jobs in ICU' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    await waitFor(() => expect((input() as HTMLInputElement).value).toBe('jobs in ICU'));
  });
});
