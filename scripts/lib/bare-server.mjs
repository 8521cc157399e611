import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres.mjs';

/**
 * The physical limit for a cached read (issue 15): a bare node:http server in a process of its
 * own, handing out replies captured from the real server, byte for byte with the same headers and
 * nothing else to do. `replies` maps a path to {status, headers, body (base64)}.
 */
export const startBareServer = async (replies) => {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(replies));
  const [line] = await once(child.stdout, 'data');
  if (!String(line).startsWith('ready')) throw new Error(`bare server: ${line}`);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() };
};

// Run as a child: read the replies from stdin, serve them.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { createServer } = await import('node:http');
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const replies = Object.fromEntries(
    Object.entries(JSON.parse(Buffer.concat(chunks).toString('utf8'))).map(([path, reply]) => [path, { ...reply, body: Buffer.from(reply.body, 'base64') }]),
  );
  const server = createServer((request, response) => {
    const reply = replies[request.url];
    if (!reply) return void response.writeHead(404).end();
    response.writeHead(reply.status, reply.headers).end(reply.body);
  });
  server.keepAliveTimeout = 5000;
  server.listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\n'));
}
