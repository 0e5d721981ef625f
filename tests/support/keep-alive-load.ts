import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/** A free local port. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start`'s process with its output kept, its exit awaited and timed. */
export function startProcess(executable: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(executable, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: performance.now() })));
  return { child, exited, output: () => output };
}

interface Answer {
  status: number;
  body: string;
}

/** One GET on a keep-alive agent, answered in full. */
export function get(agent: http.Agent, port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/**
 * Keep-alive connections to a server as a browser or a proxy keeps them: `idle` sockets that have answered and wait
 * for the next request, and `held` requests in flight that a sandbox fault keeps in the server for `holdMs`
 * (server/sandbox/faults.ts, `timeout`). Answers the held requests' answers.
 */
export async function keepAliveLoad(port: number, { idle = 3, held = 3, holdMs = 2_000 } = {}) {
  // two agents: the held requests must not take the idle sockets
  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: idle });
  const heldAgent = new http.Agent({ keepAlive: true, maxSockets: held });
  const path = '/api/v2/banners/?brand_code=BNSG';
  // the idle connections: answered, kept open by the agent
  const warm = await Promise.all(Array.from({ length: idle }, () => get(idleAgent, port, path)));
  if (warm.some((answer) => answer.status !== 200)) throw new Error(`warm-up answered ${warm.map((a) => a.status).join(', ')}`);
  const armed = await fetch(`http://127.0.0.1:${port}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ operationId: 'getBanners', kind: 'timeout', holdMs, times: held }),
  });
  const { session } = (await armed.json()) as { session: string };
  const answers = Promise.all(Array.from({ length: held }, () => get(heldAgent, port, path, { cookie: `qa_session=${session}` })));
  // a caller that gives up (the throw below, a failed expectation) kills the server under these requests: their
  // hang-ups are then no news, and must not surface as an unhandled rejection that fails the whole test file
  answers.catch(() => undefined);
  // in the server's hands before the caller stops it: every armed fault taken, each by one held request
  const armedLeft = async () => {
    const listed = await fetch(`http://127.0.0.1:${port}/sandbox/faults`, { headers: { accept: 'application/json', cookie: `qa_session=${session}` } });
    return ((await listed.json()) as { faults: unknown[] }).faults.length;
  };
  const sent = performance.now();
  while ((await armedLeft()) > 0) {
    // the first one taken is held for holdMs from then: two seconds of it are left for the stop to begin while all
    // are still held (three processes taking their requests beside a full test run on 2 cores took over 4.5 s)
    if (performance.now() - sent > holdMs - 2_000) {
      heldAgent.destroy();
      idleAgent.destroy();
      throw new Error('the held requests did not reach the server in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    answers,
    idleSockets: () => Object.values(idleAgent.freeSockets).flat().length,
    destroy() {
      idleAgent.destroy();
      heldAgent.destroy();
    },
  };
}
