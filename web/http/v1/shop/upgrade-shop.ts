import { z } from 'zod';
import { AppError } from '../../../domain/errors.js';
import { requestProUpgrade } from '../../../services/shops/shop-plan.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';

/** The upgrade takes no fields: the plan is pro, the price is the app's. */
export const UpgradeBody = z.strictObject({});
export const UpgradeResponseSchema = z
  .object({ confirmation_url: z.url().describe("Shopify's page where the merchant approves the charge") })
  .meta({ id: 'ShopUpgrade' });

/**
 * `POST /v1/shop/upgrade`: the embedded admin asks for the pro plan and sends the merchant to
 * the answered `confirmation_url` (Shopify's approval page). Only a session token of the admin
 * may start a charge; API tokens cannot. Without Shopify the plan is set by the operator CLI.
 * It waits on Shopify, so it runs outside an Idempotency-Key's transaction.
 */
export const upgradeShop = defineRoute({
  method: 'post',
  path: '/v1/shop/upgrade',
  scope: 'write_shop',
  tag: 'Shop',
  summary: 'Start the pro plan through Shopify billing (embedded admin session token only)',
  body: UpgradeBody,
  example: {},
  response: UpgradeResponseSchema,
  errors: ['state_conflict', 'service_unavailable'],
  outsideTransaction: 'calls_shopify',
  handler: (deps) => async (req, res) => {
    parseBody(UpgradeBody, req);
    const { billing } = deps;
    if (!billing) {
      throw new AppError(
        'service_unavailable',
        'Shopify billing is off on this server (standalone mode): the plan is set by whoever runs the server.',
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
  },
});
