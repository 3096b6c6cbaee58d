import { Router } from 'express';
import { DOCS_PAGE } from './docs-page.js';
import { buildOpenApiDocument } from './v1/openapi.js';

/**
 * `GET /v1/openapi.json` and `GET /docs`, both without auth (SPEC section 5). Mounted before the
 * `/v1` router so its authentication does not apply. The document is built once, on first use.
 */
export function openApiRouter(): Router {
  const router = Router();
  let document: string | undefined;

  router.get('/v1/openapi.json', (_req, res) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    res.type('application/json').set('Cache-Control', 'public, max-age=300').send(document);
  });

  router.get('/docs', (_req, res) => {
    res
      .type('text/html; charset=utf-8')
      .set(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
      )
      .send(DOCS_PAGE);
  });

  return router;
}
