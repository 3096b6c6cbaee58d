import { z } from 'zod';
import { createCommission } from '../../../services/payroll/create-commission.js';
import { CommissionSchema } from '../../../services/views/commission-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { Percent, PlainText, SaleAmount, StoredInstant } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';

export const CreateCommissionBody = z.strictObject({
  staff: PlainText.min(1),
  sale_amount: SaleAmount,
  rate: Percent.optional(),
  occurred_at: StoredInstant,
  reference: PlainText.min(1).max(500).nullable().optional(),
  // `shopify_order` commissions come from order webhooks, never through the API.
  source: z.enum(['manual']).optional(),
});

/** `POST /v1/commissions`: a commission recorded by hand. */
export const recordCommission = defineRoute({
  method: 'post',
  path: '/v1/commissions',
  scope: 'write_commissions',
  tag: 'Commissions',
  summary: 'Record a commission',
  body: CreateCommissionBody,
  example: { staff: 'ana', sale_amount: '250.00', rate: '5.00', occurred_at: '2026-11-16T12:00:00Z' },
  response: CommissionSchema,
  status: 201,
  errors: ['out_of_range'],
  handler: (deps) => async (req, res) => {
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
  },
});
