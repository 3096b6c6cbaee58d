import { WebhookEndpointSchema, type WebhookEndpointView } from '../../../services/views/webhook-view.js';
import { listWebhookEndpoints as list } from '../../../services/webhooks/read-webhooks.js';
import { allPages } from '../../csv/all-pages.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { WebhookListQuery } from './webhook-schemas.js';

const ENDPOINT_CSV: CsvColumn<WebhookEndpointView>[] = [
  { name: 'id', kind: 'text', value: (e) => e.id },
  { name: 'url', kind: 'text', value: (e) => e.url },
  { name: 'events', kind: 'text', value: (e) => e.events.join(' ') },
  { name: 'description', kind: 'text', value: (e) => e.description },
  { name: 'enabled', kind: 'text', value: (e) => e.enabled },
  { name: 'disabled_reason', kind: 'text', value: (e) => e.disabled_reason },
  { name: 'created_at', kind: 'text', value: (e) => e.created_at },
  { name: 'updated_at', kind: 'text', value: (e) => e.updated_at },
];

/** `GET /v1/webhooks` (SPEC §7), a page of JSON or every endpoint as CSV. */
export const listWebhookEndpoints = defineRoute({
  method: 'get',
  path: '/v1/webhooks',
  scope: 'write_webhooks',
  tag: 'Webhooks',
  summary: 'List webhook endpoints',
  query: WebhookListQuery,
  response: listSchema(WebhookEndpointSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(WebhookListQuery, req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => list(deps, shopId, { limit: 100, startingAfter }));
      await sendCsv(res, 'webhook-endpoints.csv', ENDPOINT_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await list(deps, principalOf(req).shopId, page));
  },
});
