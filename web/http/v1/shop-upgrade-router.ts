import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../domain/errors.js';
import { requestProUpgrade } from '../../services/shops/shop-plan.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody } from '../validate.js';
import type { V1Deps } from './route-deps.js';

/** The upgrade takes no fields: the plan is pro, the price is the app's. */
export const UpgradeBody = z.strictObject({});
export const UpgradeResponseSchema = z
  .object({ confirmation_url: z.url().describe("Shopify's page where the merchant approves the charge") })
  .meta({ id: 'ShopUpgrade' });

/**
 * `POST /v1/shop/upgrade`: the embedded admin asks for the pro plan and sends the merchant to
 * the answered `confirmation_url` (Shopify's approval page). Only a session token of the admin
 * may start a charge; API tokens cannot. Without Shopify the plan is set by the operator CLI.
 */
export function shopUpgradeRouter(deps: V1Deps): Router {
  const router = Router();
  router.post('/shop/upgrade', requireScope('write_shop'), async (req, res) => {
    parseBody(UpgradeBody, req);
    const { billing } = deps;
    if (!billing) {
      throw new AppError(
        'service_unavailable',
        'Shopify billing is off on this server (standalone mode): set the plan with `npm run cli -- shop:add <shop> --plan pro`.',
      );
    }
    const principal = principalOf(req);
    if (principal.tokenId !== null) {
      throw new AppError(
        'insufficient_scope',
        'Upgrading is done by a merchant in the embedded admin, not with an API token.',
      );
    }
    const answer: z.output<typeof UpgradeResponseSchema> = {
      confirmation_url: await requestProUpgrade(deps, billing, principal.shopId),
    };
    res.json(answer);
  });
  return router;
}
