// What a load balancer asks (docs/decisions/0028):
// - GET /api/health: liveness, the process answers; it touches nothing else.
// - GET /api/health/ready: readiness, 200 when this server can serve, 503 when a service it cannot
//   serve without fails or when it is stopping (so the balancer sends new requests elsewhere first).
//   Each check has 2 seconds. A service the shop can do without (Redis: the limits then count per
//   server) is reported but does not make the server unready: an outage of it would otherwise take
//   every server out of the balancer at once.
import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  /** The name in the answer: 'database', 'redis', … */
  name: string;
  /** Whether the server is unready when this check fails. */
  required: boolean;
  /** Resolves when the service answers. */
  check(): Promise<unknown>;
}

const CHECK_MS = 2_000;

async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_MS);
  });
  try {
    await Promise.race([check.check(), late]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, checks: readonly ReadinessCheck[]) {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  app.get('/api/health', async () => ({ ok: true }));

  app.get('/api/health/ready', async (_request, reply) => {
    const results = await Promise.all(checks.map(async (c) => ({ c, ok: await passes(c) })));
    const ready = !stopping && results.every(({ c, ok }) => ok || !c.required);
    const answer: Record<string, string> = {};
    for (const { c, ok } of results) answer[c.name] = ok ? 'ok' : 'failing';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok: ready, ...(stopping ? { stopping: true } : {}), checks: answer });
  });
}
