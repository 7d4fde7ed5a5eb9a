import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainHttpServer } from './drain-http-server';

/** A server whose /slow answer waits until `release` is called. */
function slowServer(): { server: Server; release: () => void } {
  let release = () => undefined as void;
  const server = createServer((req, res) => {
    if (req.url !== '/slow') return res.end('quick');
    release = () => res.end('slow');
  });
  return { server, release: () => release() };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    request({ port, path, host: '127.0.0.1' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      res.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

async function listening(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

describe('drainHttpServer', () => {
  it('refuses new connections and answers once the request in flight has finished', async () => {
    const { server, release } = slowServer();
    const port = await listening(server);
    const slow = get(port, '/slow');
    await new Promise((done) => setTimeout(done, 50));

    const drained = drainHttpServer(server, Date.now() + 5000);
    await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    release();

    await expect(slow).resolves.toEqual({ status: 200, body: 'slow' });
    await expect(drained).resolves.toBe(true);
  });

  it('cuts a request still running at the deadline', async () => {
    const { server } = slowServer();
    const port = await listening(server);
    const slow = get(port, '/slow');
    await new Promise((done) => setTimeout(done, 50));

    await expect(drainHttpServer(server, Date.now() + 200)).resolves.toBe(false);
    await expect(slow).rejects.toThrow();
  });
});
