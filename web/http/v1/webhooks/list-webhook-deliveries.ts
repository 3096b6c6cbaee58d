import { WebhookDeliverySchema, type WebhookDeliveryView } from '../../../services/views/webhook-view.js';
import { listWebhookDeliveries as list } from '../../../services/webhooks/read-webhooks.js';
import { allPages } from '../../csv/all-pages.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { WebhookListQuery } from './webhook-schemas.js';

/** One row per delivery; `attempts` is their count and the last attempt's outcome follows. */
const DELIVERY_CSV: CsvColumn<WebhookDeliveryView>[] = [
  { name: 'id', kind: 'text', value: (d) => d.id },
  { name: 'event_id', kind: 'text', value: (d) => d.event_id },
  { name: 'event_type', kind: 'text', value: (d) => d.event_type },
  { name: 'status', kind: 'text', value: (d) => d.status },
  { name: 'attempts', kind: 'number', value: (d) => d.attempts.length },
  { name: 'last_status_code', kind: 'number', value: (d) => d.attempts.at(-1)?.status_code },
  { name: 'last_error', kind: 'text', value: (d) => d.attempts.at(-1)?.error },
  { name: 'next_attempt_at', kind: 'text', value: (d) => d.next_attempt_at },
  { name: 'created_at', kind: 'text', value: (d) => d.created_at },
];

/** `GET /v1/webhooks/{id}/deliveries`, a page of JSON or every delivery as CSV. */
export const listWebhookDeliveries = defineRoute({
  method: 'get',
  path: '/v1/webhooks/{id}/deliveries',
  scope: 'write_webhooks',
  tag: 'Webhooks',
  summary: 'Deliveries to a webhook endpoint, with every attempt',
  query: WebhookListQuery,
  response: listSchema(WebhookDeliverySchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(WebhookListQuery, req);
    const shopId = principalOf(req).shopId;
    const endpointId = req.params.id as string;
    if (wantsCsv(req, query.format)) {
      const first = await list(deps, shopId, endpointId, { limit: 100 });
      const rows = allPages((startingAfter) =>
        startingAfter === undefined
          ? Promise.resolve(first)
          : list(deps, shopId, endpointId, { limit: 100, startingAfter }),
      );
      await sendCsv(res, `webhook-deliveries-${endpointId}.csv`, DELIVERY_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await list(deps, principalOf(req).shopId, req.params.id as string, page));
  },
});
