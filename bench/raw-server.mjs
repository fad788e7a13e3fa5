// Baseline: a bare node:http server answering the given paths with fixed bytes from memory. It takes them as
// its first message (they outgrow a command line), listens on a free port and reports it, so it never
// collides with (or measures) another server on this machine.
import { createServer } from 'node:http';

const { answers } = await new Promise((resolve) => process.once('message', resolve));
const bodies = new Map(Object.entries(answers).map(([path, body]) => [path, Buffer.from(body)]));

const server = createServer((request, response) => {
  const body = bodies.get(request.url);
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': request.url.startsWith('/api/')
      ? 'application/json; charset=utf-8'
      : 'text/html; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
