// Baseline: a bare node:http server answering the given paths with fixed bytes from memory.
import { createServer } from 'node:http';

const { port, answers } = JSON.parse(process.argv[2]);
const bodies = new Map(Object.entries(answers).map(([path, body]) => [path, Buffer.from(body)]));

createServer((request, response) => {
  const body = bodies.get(request.url);
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
