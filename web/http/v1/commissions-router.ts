import { Router } from 'express';
import { z } from 'zod';
import { createCommission } from '../../services/payroll/create-commission.js';
import { exportCommissions } from '../../services/payroll/export-commissions.js';
import { getCommission, listCommissions } from '../../services/payroll/read-commissions.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { COMMISSION_CSV } from './commissions-csv.js';
import {
  CalendarDate,
  ListQuery,
  Percent,
  PlainText,
  pageRequested,
  SaleAmount,
  StoredInstant,
} from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

export const CreateCommissionBody = z.strictObject({
  staff: PlainText.min(1),
  sale_amount: SaleAmount,
  rate: Percent.optional(),
  occurred_at: StoredInstant,
  reference: PlainText.min(1).max(500).nullable().optional(),
  // `shopify_order` commissions come from order webhooks, never through the API.
  source: z.enum(['manual']).optional(),
});

export const CommissionListQuery = z.strictObject({
  ...ListQuery,
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  staff: z.string().min(1).optional(),
});

export function commissionsRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/commissions', requireScope('read_commissions'), async (req, res) => {
    const query = parseQuery(CommissionListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = { from: query.from, to: query.to, staff: query.staff };
    if (wantsCsv(req, query.format)) {
      await sendCsv(res, 'commissions.csv', COMMISSION_CSV, await exportCommissions(deps, shopId, filters));
      return;
    }
    const page = pageRequested(query);
    res.json(await listCommissions(deps, shopId, page, filters));
  });

  router.post('/commissions', requireScope('write_commissions'), async (req, res) => {
    const body = parseBody(CreateCommissionBody, req);
    const commission = await createCommission(deps, principalOf(req).shopId, {
      staff: body.staff,
      saleAmountCents: body.sale_amount,
      rateBp: body.rate ?? null,
      occurredAt: body.occurred_at,
      source: body.source ?? 'manual',
      reference: body.reference ?? null,
    });
    res.status(201).location(`/v1/commissions/${commission.id}`).json(commission);
  });

  router.get('/commissions/:id', requireScope('read_commissions'), async (req, res) => {
    res.json(await getCommission(deps, principalOf(req).shopId, req.params.id as string));
  });

  return router;
}
