import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchText, MAX_SOURCE_BYTES, sizeText } from './fetch-with-timeout';

describe(fetchText.name, () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/small') res.writeHead(200, { 'Content-Type': 'text/csv' }).end('name\nAcme\n');
      else if (req.url === '/declared-large') res.writeHead(200, { 'Content-Length': '2048' }).end('x'.repeat(2048));
      else if (req.url === '/streamed-large') {
        // No Content-Length: chunked, so only counting the bytes read can notice.
        res.writeHead(200);
        for (let i = 0; i < 8; i += 1) res.write('y'.repeat(512));
        res.end();
      } else if (req.url === '/moved') res.writeHead(302, { Location: '/small' }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads an answer within the size cap with its content type', async () => {
    expect(await fetchText(`${base}/small`, {}, 2000, 1024)).toEqual({ text: 'name\nAcme\n', contentType: 'text/csv' });
  });

  it('refuses an answer larger than the cap, whether its length is declared or only streamed', async () => {
    await expect(fetchText(`${base}/declared-large`, {}, 2000, 1024)).rejects.toThrow(/^the answer from 127\.0\.0\.1:\d+ is larger than 1024 bytes$/);
    await expect(fetchText(`${base}/streamed-large`, {}, 2000, 1024)).rejects.toThrow(/is larger than/);
  });

  it('names the default cap in megabytes', () => {
    expect(sizeText(MAX_SOURCE_BYTES)).toBe('20 MB');
  });

  it('does not follow a redirect and says so', async () => {
    await expect(fetchText(`${base}/moved`, {}, 2000)).rejects.toThrow(/answered with a redirect \(HTTP 302\)/);
  });
});
