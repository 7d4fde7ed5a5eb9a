import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ThreadMessage } from '@nurse/api-client';
import { apiCalls, mockApi, type ApiCall, type MockReply } from '@nurse/api-client/testing';
import { aNurse, aPerson } from '../test/a-nurse';
import { renderRemote } from '@nurse/host/testing';
import { NETWORK_PAGES } from './network-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
const conversation = {
  userId: 2,
  userName: 'Grace Hopper',
  userProfileImage: null,
  lastMessage: 'See you on Tuesday',
  lastMessageTime: twoHoursAgo,
  unreadCount: 1,
  muted: false,
};
const request = {
  sender: { id: 7, name: 'Mary Seacole', profilePhoto: null, specialties: ['Pediatrics'] },
  message: 'Hello from the paediatric ward',
  createdAt: twoHoursAgo,
};
const message = (id: number, fromUserId: number, content: string, readAt: string | null = null): ThreadMessage => ({
  id,
  fromUserId,
  toUserId: fromUserId === 1 ? 2 : 1,
  content,
  createdAt: twoHoursAgo,
  readAt,
  editedAt: null,
  deletedAt: null,
  reactions: [],
  attachments: [],
});
const threadOf = (items: ThreadMessage[]) => ({ items, pageSize: 20, nextCursor: null });

function serve(overrides: Record<string, unknown> = {}) {
  let thread = [message(10, 1, 'Are you on shift Tuesday?', twoHoursAgo), message(11, 2, 'See you on Tuesday')];
  mockApi({
    'GET /api/conversations/1': { status: 200, body: { items: [conversation], pageSize: 20, nextCursor: null } },
    'GET /api/messages/1/2': () => ({ status: 200, body: threadOf(thread) }),
    'PUT /api/messages/read/2/1': { status: 200, body: { marked: 1, unreadCount: 0 } },
    'GET /api/message-requests': { status: 200, body: { items: [] } },
    'POST /api/messages/typing/2': { status: 204 },
    'GET /api/users/1/contact-standing/2': { status: 200, body: { standing: 'conversation', canMessage: true } },
    'POST /api/messages': (call) => {
      const sent = message(12, 1, (call.body as { content: string }).content);
      thread = [...thread, sent];
      return { status: 201, body: { ...sent, ok: true } };
    },
    ...(overrides as Record<string, MockReply | ((call: ApiCall) => MockReply)>),
  });
}

const composer = () => screen.getByRole('textbox', { name: 'Message to Grace Hopper' });

/** An upload the composer started through XMLHttpRequest, which the test moves along. */
interface FakeUpload {
  url: string;
  progress(fraction: number): void;
  respond(status: number, body: unknown): void;
}

/** Replaces XMLHttpRequest for one test: each upload is listed in `uploads`. */
function installFakeUploads(uploads: FakeUpload[]) {
  const original = window.XMLHttpRequest;
  class FakeRequest {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    withCredentials = false;
    responseType = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    abort() {}
    send() {
      uploads.push({
        url: this.url,
        progress: (fraction) => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 }),
        respond: (status, body) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        },
      });
    }
  }
  window.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  afterEachOnce(() => {
    window.XMLHttpRequest = original;
  });
}

const cleanups: (() => void)[] = [];
const afterEachOnce = (cleanup: () => void) => cleanups.push(cleanup);
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe('MessagesPage', () => {
  it('asks her to choose a conversation until she does', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
    expect(await screen.findByText('Select a conversation to start messaging')).toBeTruthy();
    const item = await screen.findByRole('button', { name: /Grace Hopper/ });
    expect(within(item).getByText('See you on Tuesday')).toBeTruthy();
    expect(within(item).getByText('about 2 hours ago')).toBeTruthy();
    expect(within(item).getByLabelText('1 unread messages')).toBeTruthy();
  });

  it('says there are no conversations yet when the list is empty', async () => {
    serve({ 'GET /api/conversations/1': { status: 200, body: { items: [], pageSize: 20, nextCursor: null } } });
    renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByText('Connect with other nurses to start messaging')).toBeTruthy();
  });

  it('opens a conversation, shows the thread and marks it read', async () => {
    serve();
    const { currentLocation } = renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
    fireEvent.click(await screen.findByRole('button', { name: /Grace Hopper/ }));

    const thread = await screen.findByRole('region', { name: 'Conversation with Grace Hopper' });
    expect(await within(thread).findByText('Are you on shift Tuesday?')).toBeTruthy();
    expect(currentLocation()).toBe('/messages?userId=2');
    await waitFor(() =>
      expect(apiCalls).toContainEqual({ method: 'PUT', url: '/api/messages/read/2/1', params: undefined, body: undefined }),
    );
  });

  it('sends with Enter, inserts a new line with Shift+Enter, and clears the composer once sent', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('Are you on shift Tuesday?');

    fireEvent.change(composer(), { target: { value: 'Yes, the night shift' } });
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(apiCalls.some((call) => call.url === '/api/messages')).toBe(false);

    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect((composer() as HTMLTextAreaElement).value).toBe(''));
    expect(apiCalls).toContainEqual({
      method: 'POST',
      url: '/api/messages',
      params: undefined,
      body: { fromUserId: 1, toUserId: 2, content: 'Yes, the night shift' },
      headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(await screen.findByText('Yes, the night shift')).toBeTruthy();
  });

  it('asks before a message that looks like it holds patient information, gives the draft back on Cancel, and sends it with her confirmation', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('Are you on shift Tuesday?');
    const sends = () => apiCalls.filter((call) => call.method === 'POST' && call.url === '/api/messages');

    fireEvent.change(composer(), { target: { value: 'Room 412 bed 2 needs a recheck' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Check for patient information' });
    expect(within(dialog).getByText(/may hold patient information \(a room and bed\)/)).toBeTruthy();
    expect(sends()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check for patient information' })).toBeNull());
    expect((composer() as HTMLTextAreaElement).value).toBe('Room 412 bed 2 needs a recheck');
    expect(sends()).toHaveLength(0);

    fireEvent.keyDown(composer(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'It holds none, send it' }));
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0].body).toEqual({
      fromUserId: 1,
      toUserId: 2,
      content: 'Room 412 bed 2 needs a recheck',
      patientInformationConfirmed: true,
    });
  });

  it('attaches a photo with its progress, says why a file is refused, asks about the photo and sends it alone; the thread shows its thumbnail', async () => {
    const uploads: FakeUpload[] = [];
    installFakeUploads(uploads);
    const photo = {
      id: 5,
      kind: 'image',
      mime: 'image/png',
      bytes: 2048,
      filename: 'board.png',
      width: 640,
      height: 480,
    };
    const signed = {
      url: '/api/message-attachment-links/5/original?sig=1',
      thumbnailUrl: '/api/message-attachment-links/5/thumbnail?sig=1',
    };
    let thread: ThreadMessage[] = [message(10, 1, 'Are you on shift Tuesday?', twoHoursAgo)];
    serve({
      'GET /api/messages/1/2': () => ({ status: 200, body: threadOf(thread) }),
      'POST /api/messages': (call: ApiCall) => {
        const sent = {
          ...message(12, 1, (call.body as { content: string }).content),
          attachments: [{ ...photo, kind: 'image' as const, ...signed }],
        };
        thread = [...thread, sent];
        return { status: 201, body: { ...message(12, 1, ''), ok: true } };
      },
    });
    renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('Are you on shift Tuesday?');
    expect(screen.getByRole('button', { name: 'Attach a photo or PDF' })).toBeTruthy();

    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = [new File(['png'], 'board.png', { type: 'image/png' }), new File(['text'], 'notes.txt', { type: 'text/plain' })];
    fireEvent.change(picker, { target: { files } });

    const list = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(list).getByRole('alert').textContent).toBe('Only photos (JPEG, PNG, HEIC, WebP) and PDFs can be attached.');
    expect(uploads).toHaveLength(1);
    expect(uploads[0].url).toBe('/api/messages/attachments');
    act(() => uploads[0].progress(0.5));
    expect((within(list).getByLabelText('Uploading… board.png') as HTMLProgressElement).value).toBe(0.5);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => uploads[0].respond(201, photo));
    fireEvent.click(within(list).getByRole('button', { name: 'Remove notes.txt' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check for patient information' });
    expect(within(dialog).getByText(/Check that your photo shows no patient information/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'It holds none, send it' }));
    await waitFor(() => expect(apiCalls.filter((call) => call.method === 'POST' && call.url === '/api/messages')).toHaveLength(1));
    expect(apiCalls.find((call) => call.method === 'POST' && call.url === '/api/messages')!.body).toEqual({
      fromUserId: 1,
      toUserId: 2,
      content: '',
      patientInformationConfirmed: true,
      attachmentIds: [5],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull());
    const thumbnail = await screen.findByRole('img', { name: 'Photo: board.png' });
    expect(thumbnail.getAttribute('src')).toBe(signed.thumbnailUrl);
    expect(thumbnail.closest('a')!.getAttribute('href')).toBe(signed.url);
  });

  it('shows a message as Sending… while a lost answer or a 503 is retried with its key, and the next message has a key of its own', async () => {
    let thread = [message(10, 1, 'Are you on shift Tuesday?', twoHoursAgo)];
    const failures: MockReply[] = ['network-error', { status: 503, body: { statusCode: 503, message: 'The service is unavailable' } }];
    serve({
      'GET /api/messages/1/2': () => ({ status: 200, body: threadOf(thread) }),
      'POST /api/messages': (call: ApiCall) => {
        const failure = failures.shift();
        if (failure) return failure;
        const sent = message(20 + thread.length, 1, (call.body as { content: string }).content);
        thread = [...thread, sent];
        return { status: 201, body: { ...sent, ok: true } };
      },
    });
    renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('Are you on shift Tuesday?');

    fireEvent.change(composer(), { target: { value: 'Did this arrive?' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    const pending = await screen.findByText('Sending…');
    expect(within(pending.closest('li')!).getByText('Did this arrive?')).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull(), { timeout: 5000 });
    expect(screen.getAllByText('Did this arrive?')).toHaveLength(1);
    expect(screen.queryByText('Failed to send message')).toBeNull();

    fireEvent.change(composer(), { target: { value: 'Ten minutes' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(await screen.findByText('Ten minutes')).toBeTruthy();
    const keys = apiCalls.filter((call) => call.url === '/api/messages').map((call) => call.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('gives the draft back after the retries of a send that never got an answer, and sends it again with the same key', async () => {
    let reachable = false;
    serve({
      'POST /api/messages': (call: ApiCall) =>
        reachable ? { status: 201, body: { ...message(12, 1, (call.body as { content: string }).content), ok: true } } : 'network-error',
    });
    renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('Are you on shift Tuesday?');
    fireEvent.change(composer(), { target: { value: 'Anyone there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send message', undefined, { timeout: 8000 })).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('Anyone there?');
    expect(screen.queryByText('Sending…')).toBeNull();
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect((composer() as HTMLTextAreaElement).value).toBe(''));
    const keys = apiCalls.filter((call) => call.url === '/api/messages').map((call) => call.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the draft and shows Failed to send message when the server refuses it', async () => {
    serve({ 'POST /api/messages': { status: 403, body: { message: 'You can only message your connections' } } });
    renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('Are you on shift Tuesday?');
    fireEvent.change(composer(), { target: { value: 'Hello again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('You can only message your connections')).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('Hello again');
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(apiCalls.filter((call) => call.url === '/api/messages')).toHaveLength(1);
  });

  it('opens a conversation not started yet from ?userId, with the name from her public profile', async () => {
    serve({
      'GET /api/conversations/1': { status: 200, body: { items: [], pageSize: 20, nextCursor: null } },
      'GET /api/users/5': { status: 200, body: aPerson(5, 'Clara Barton') },
      'GET /api/messages/1/5': { status: 200, body: threadOf([]) },
    });
    renderRemote(NETWORK_PAGES, '/messages?userId=5', { user: aNurse(), live: true });
    expect(await screen.findByRole('region', { name: 'Conversation with Clara Barton' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Message to Clara Barton' })).toBeTruthy();
  });

  it('shows a message pushed on the socket without a reload', async () => {
    serve();
    const { live } = renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('Are you on shift Tuesday?');
    serve({
      'GET /api/messages/1/2': {
        status: 200,
        body: threadOf([message(11, 2, 'See you on Tuesday'), message(13, 2, 'Bring the rota', null)]),
      },
    });

    act(() => live.publish('message', message(13, 2, 'Bring the rota')));
    expect(await screen.findByText('Bring the rota')).toBeTruthy();
  });

  it('reports a message with a reason', async () => {
    serve({ 'POST /api/reports': { status: 201, body: { id: 1, status: 'open' } } });
    renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('See you on Tuesday', { selector: 'p' });
    fireEvent.click(screen.getByRole('button', { name: 'Report this message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Grace Hopper' });
    fireEvent.click(within(dialog).getByLabelText('Spam or advertising'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Report sent')).toBeTruthy();
    expect(apiCalls).toContainEqual({
      method: 'POST',
      url: '/api/reports',
      params: undefined,
      body: { reportedUserId: 2, messageId: 11, reason: 'spam', details: undefined },
    });
  });

  it('lists message requests on a tab with their count; accepting one opens its conversation', async () => {
    serve({
      'GET /api/message-requests': { status: 200, body: { items: [request] } },
      'PUT /api/message-requests/7': { status: 204 },
      'GET /api/messages/1/7': { status: 200, body: threadOf([message(20, 7, 'Hello from the paediatric ward')]) },
      'GET /api/users/7': { status: 200, body: aPerson(7, 'Mary Seacole') },
      'PUT /api/messages/read/7/1': { status: 200, body: { marked: 1, unreadCount: 0 } },
    });
    const { currentLocation } = renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
    const tab = await screen.findByRole('tab', { name: 'Requests (1)' });
    fireEvent.click(tab);
    expect(await screen.findByText('Hello from the paediatric ward')).toBeTruthy();
    expect(screen.getByText('Pediatrics')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline message request from Mary Seacole' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Block Mary Seacole' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept message request from Mary Seacole' }));
    await waitFor(() => expect(currentLocation()).toBe('/messages?userId=7'));
    expect(apiCalls).toContainEqual({ method: 'PUT', url: '/api/message-requests/7', params: undefined, body: { action: 'accept' } });
    expect(await screen.findByRole('region', { name: 'Conversation with Mary Seacole' })).toBeTruthy();
  });

  it('opens the Requests tab that ?tab=requests names, and keeps the tab she chooses in the address', async () => {
    serve({ 'GET /api/message-requests': { status: 200, body: { items: [request] } } });
    const { currentLocation } = renderRemote(NETWORK_PAGES, '/messages?tab=requests', { user: aNurse(), live: true });
    expect(await screen.findByText('Hello from the paediatric ward')).toBeTruthy();
    expect((await screen.findByRole('tab', { name: 'Requests (1)' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: /Grace Hopper/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Conversations' }));
    await waitFor(() => expect(currentLocation()).toBe('/messages'));
    expect(await screen.findByRole('button', { name: /Grace Hopper/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Requests (1)' }));
    await waitFor(() => expect(currentLocation()).toBe('/messages?tab=requests'));
  });

  it('says her first message to a nurse she is not connected with is a request, sends no typing, and then that it waits', async () => {
    let standing = 'request';
    serve({
      'GET /api/conversations/1': { status: 200, body: { items: [], pageSize: 20, nextCursor: null } },
      'GET /api/users/5': { status: 200, body: aPerson(5, 'Clara Barton') },
      'GET /api/messages/1/5': { status: 200, body: threadOf([]) },
      'GET /api/users/1/contact-standing/5': () => ({ status: 200, body: { standing, canMessage: standing === 'request' } }),
      'POST /api/messages': (call: ApiCall) => {
        standing = 'awaiting-answer';
        return { status: 201, body: { ...message(30, 1, (call.body as { content: string }).content), toUserId: 5, ok: true } };
      },
    });
    renderRemote(NETWORK_PAGES, '/messages?userId=5', { user: aNurse(), live: true });
    expect(await screen.findByText(/Your first message to Clara Barton is a message request/)).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Message to Clara Barton' });
    fireEvent.change(box, { target: { value: 'Hello Clara' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(/Your message request waits for Clara Barton to accept it/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message to Clara Barton' })).toBeNull();
    expect(apiCalls.filter((call) => call.url.startsWith('/api/messages/typing'))).toEqual([]);
  });

  it('shows Read under her last message only, once the other read it', async () => {
    serve({
      'GET /api/messages/1/2': {
        status: 200,
        body: threadOf([message(10, 1, 'First', twoHoursAgo), message(11, 1, 'Second', twoHoursAgo)]),
      },
    });
    renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('Second');
    expect(screen.getAllByText(/· Read/)).toHaveLength(1);
    expect(screen.getByText('Second').closest('li')?.textContent).toContain('Read');
  });

  it('shows the typing line when the other nurse types, and tells her while she types', async () => {
    serve();
    const { live } = renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    await screen.findByText('Are you on shift Tuesday?');
    await waitFor(() => expect(apiCalls.some((call) => call.url === '/api/users/1/contact-standing/2')).toBe(true));
    expect(screen.queryByText('Grace is typing…')).toBeNull();
    act(() => live.publish('typing', { userId: 3 }));
    expect(screen.queryByText('Grace is typing…')).toBeNull();
    act(() => live.publish('typing', { userId: 2 }));
    expect(await screen.findByText('Grace is typing…')).toBeTruthy();

    fireEvent.change(composer(), { target: { value: 'Y' } });
    fireEvent.change(composer(), { target: { value: 'Ye' } });
    await waitFor(() => expect(apiCalls.filter((call) => call.url === '/api/messages/typing/2')).toHaveLength(1));
  });

  it('mutes and unmutes the conversation from its header, showing the muted icon', async () => {
    serve({
      'PUT /api/conversations/2/mute': { status: 204 },
      'GET /api/conversations/1': { status: 200, body: { items: [{ ...conversation, muted: true }], pageSize: 20, nextCursor: null } },
    });
    renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
    const thread = await screen.findByRole('region', { name: 'Conversation with Grace Hopper' });
    expect(within(thread).getByRole('img', { name: 'Muted' })).toBeTruthy();
    expect(within(thread).getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
  });
  describe('her changes to her messages, and reactions', () => {
    const justNow = () => new Date(Date.now() - 60_000).toISOString();
    const fresh = (overrides: Partial<ThreadMessage> = {}): ThreadMessage => ({
      ...message(13, 1, 'Running ten minutes late'),
      createdAt: justNow(),
      ...overrides,
    });
    const serveThread = (items: () => ThreadMessage[], overrides: Record<string, unknown> = {}) =>
      serve({ 'GET /api/messages/1/2': () => ({ status: 200, body: threadOf(items()) }), ...overrides });

    it('edits her message inline within 15 minutes, and shows it edited', async () => {
      let current = fresh();
      serveThread(() => [current], {
        'PATCH /api/messages/13': (call: ApiCall) => {
          current = { ...current, content: (call.body as { content: string }).content, editedAt: new Date().toISOString() };
          return { status: 200, body: current };
        },
      });
      renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
      await screen.findByText('Running ten minutes late');

      fireEvent.click(screen.getByRole('button', { name: 'Message actions' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
      const box = screen.getByRole('textbox', { name: 'Edit your message' });
      fireEvent.change(box, { target: { value: 'Running twenty minutes late' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText(/· edited/)).toBeTruthy();
      expect(screen.getByText('Running twenty minutes late', { selector: 'p' })).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'Edit your message' })).toBeNull();
      expect(apiCalls).toContainEqual({
        method: 'PATCH',
        url: '/api/messages/13',
        params: undefined,
        body: { content: 'Running twenty minutes late', patientInformationConfirmed: undefined },
      });
    });

    it("offers Delete but not Edit after 15 minutes, and nothing on the other nurse's messages", async () => {
      serveThread(() => [fresh({ createdAt: twoHoursAgo }), message(14, 2, 'See you on Tuesday')]);
      renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
      await screen.findByText('See you on Tuesday', { selector: 'p' });

      expect(screen.getAllByRole('button', { name: 'Message actions' })).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'Message actions' }));
      expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeTruthy();
      expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    });

    it('deletes her message for everyone once she confirms', async () => {
      let current = fresh();
      serveThread(() => [current], {
        'DELETE /api/messages/13': () => {
          current = { ...current, content: '', deletedAt: new Date().toISOString() };
          return { status: 200, body: current };
        },
      });
      renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
      await screen.findByText('Running ten minutes late');

      fireEvent.click(screen.getByRole('button', { name: 'Message actions' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this message for everyone?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for everyone' }));

      expect(await screen.findByText('This message was deleted')).toBeTruthy();
      expect(screen.queryByText('Running ten minutes late')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Message actions' })).toBeNull();
    });

    it('shows each reaction with its count and who left it, and toggles hers', async () => {
      let current = fresh({ reactions: [{ reaction: 'like', userIds: [2] }] });
      serveThread(() => [current], {
        'PUT /api/messages/13/reaction': (call: ApiCall) => {
          const { reaction } = call.body as { reaction: 'like' | 'love' };
          current = { ...current, reactions: [{ reaction, userIds: reaction === 'like' ? [2, 1] : [1] }] };
          return { status: 200, body: { messageId: 13, reactions: current.reactions } };
        },
      });
      renderRemote(NETWORK_PAGES, '/messages?userId=2', { user: aNurse(), live: true });
      const like = await screen.findByRole('button', { name: 'Like: 1 (Grace Hopper)' });
      expect(like.getAttribute('aria-pressed')).toBe('false');

      fireEvent.click(like);
      const mine = await screen.findByRole('button', { name: 'Like: 2 (Grace Hopper, You). Yours: press to take it back' });
      expect(mine.getAttribute('aria-pressed')).toBe('true');
      expect(mine.textContent).toContain('2');

      fireEvent.click(screen.getByRole('button', { name: 'Add reaction' }));
      expect(await screen.findAllByRole('menuitem')).toHaveLength(6);
      fireEvent.click(screen.getByRole('menuitem', { name: /Love/ }));
      await waitFor(() =>
        expect(apiCalls).toContainEqual({ method: 'PUT', url: '/api/messages/13/reaction', params: undefined, body: { reaction: 'love' } }),
      );
    });
  });

  describe('searching her messages', () => {
    const hit = {
      id: 10,
      conversation: { userId: 2, userName: 'Grace Hopper', userProfileImage: null },
      sender: { id: 1, name: 'Ada Lovelace' },
      createdAt: twoHoursAgo,
      snippet: [
        { text: 'Are you on ', match: false },
        { text: 'shift', match: true },
        { text: ' Tuesday? <b>not bold</b>', match: false },
      ],
    };
    async function searchFor(text: string) {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search messages' }), { target: { value: text } });
      // The search is sent 300 ms after typing stops.
      await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    }

    it('shows each hit with the other nurse, the sender and the words marked, and opens the thread at it, loading earlier pages', async () => {
      const latest = Array.from({ length: 20 }, (_, index) => message(20 + index, 2, `Later message ${index}`));
      serve({
        'GET /api/messages/search': { status: 200, body: { items: [hit], pageSize: 20, nextCursor: null } },
        'GET /api/messages/1/2': (call: ApiCall) => ({
          status: 200,
          body: call.params?.cursor
            ? threadOf([message(10, 1, 'Are you on shift Tuesday? <b>not bold</b>'), message(11, 2, 'See you on Tuesday')])
            : { items: latest, pageSize: 20, nextCursor: 'earlier' },
        }),
      });
      const { currentLocation } = renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
      await screen.findByRole('button', { name: /Grace Hopper/ });
      await searchFor('  shift ');

      const results = await screen.findByRole('list', { name: 'Messages found' }, { timeout: 2000 });
      expect(apiCalls.filter((call) => call.url === '/api/messages/search')).toEqual([
        { method: 'GET', url: '/api/messages/search', params: { q: 'shift' }, body: undefined },
      ]);
      const item = within(results).getByRole('button', { name: /Grace Hopper/ });
      expect(item.querySelector('mark')?.textContent).toBe('shift');
      expect(item.querySelectorAll('mark')).toHaveLength(1);
      expect(item.querySelector('b')).toBeNull();
      expect(within(item).getByText('You:')).toBeTruthy();
      expect(within(item).getByText('about 2 hours ago')).toBeTruthy();
      // The conversation list gives way to the hits while she searches.
      expect(screen.queryByRole('tab', { name: 'Conversations' })).toBeNull();

      fireEvent.click(item);
      expect(currentLocation()).toBe('/messages?userId=2&message=10');
      const thread = await screen.findByRole('region', { name: 'Conversation with Grace Hopper' });
      const found = await within(thread).findByText('Are you on shift Tuesday? <b>not bold</b>');
      await waitFor(() => expect(found.closest('li')?.className).toContain('nw-message--found'));
      expect(document.activeElement).toBe(found.closest('li'));
      expect(apiCalls.filter((call) => call.url === '/api/messages/1/2').map((call) => call.params?.cursor)).toContain('earlier');
    });

    it('says when no message matches, and shows the conversations again once the box is emptied', async () => {
      serve({ 'GET /api/messages/search': { status: 200, body: { items: [], pageSize: 20, nextCursor: null } } });
      renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
      await screen.findByRole('button', { name: /Grace Hopper/ });
      await searchFor('zebra');
      expect(await screen.findByText('No messages match “zebra”.', {}, { timeout: 2000 })).toBeTruthy();

      await searchFor('');
      expect(await screen.findByRole('tab', { name: 'Conversations' }, { timeout: 2000 })).toBeTruthy();
      expect(screen.queryByText('No messages match “zebra”.')).toBeNull();
    });

    it('does not search a single character', async () => {
      serve();
      renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
      await screen.findByRole('button', { name: /Grace Hopper/ });
      await searchFor('a');
      expect(apiCalls.some((call) => call.url === '/api/messages/search')).toBe(false);
      expect(screen.getByRole('tab', { name: 'Conversations' })).toBeTruthy();
    });
  });
});
