import { Router } from 'express';

export interface HealthReport {
  database: 'ok' | 'unreachable';
  redis: 'ok' | 'unreachable';
  /** Webhook deliveries not yet settled. */
  outbox_backlog: number;
}

/** `GET /healthz`: 200 once the app can serve; `degraded` while Redis is unreachable. */
export function healthRouter(check: () => Promise<HealthReport>): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const report = await check();
    if (report.database !== 'ok') {
      res.status(503).json({ status: 'unavailable', ...report });
      return;
    }
    res.json({ status: report.redis === 'ok' ? 'ok' : 'degraded', ...report });
  });
  return router;
}
