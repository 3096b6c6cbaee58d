import { Router } from 'express';

export interface HealthReport {
  database: 'ok' | 'unreachable';
  redis: 'ok' | 'unreachable';
}

/**
 * `GET /healthz`: 200 once the app can serve; `degraded` while Redis is unreachable. It needs
 * no token, so it says nothing about any shop's data: the delivery backlog, which spans every
 * shop, is the operator's (`npm run cli -- status`).
 */
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
