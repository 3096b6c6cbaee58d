import { getShop as readShop } from '../../../services/shops/shop-settings.js';
import { ShopSchema } from '../../../services/views/shop-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import type { RouteSpec } from '../route-spec.js';
import { defineRoute } from '../route-spec.js';

/** The shop as its GET answers it: what `If-Match` on `PATCH /v1/shop` is checked against. */
export const currentShop: NonNullable<RouteSpec['current']> = (deps, shopId) => readShop(deps, shopId);

/** `GET /v1/shop`. */
export const getShop = defineRoute({
  method: 'get',
  path: '/v1/shop',
  scope: 'read_shop',
  tag: 'Shop',
  summary: 'Shop settings, plan and usage',
  response: ShopSchema,
  current: currentShop,
  handler: (deps) => async (req, res) => {
    res.json(await readShop(deps, principalOf(req).shopId));
  },
});
