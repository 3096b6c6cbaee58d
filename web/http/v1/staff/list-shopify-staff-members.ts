import { z } from 'zod';
import { listShopifyStaffMembers as list } from '../../../services/staff/shopify-staff-directory.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { defineRoute } from '../route-spec.js';

export const ShopifyStaffQuery = z.strictObject({});

export const ShopifyStaffListSchema = z
  .object({
    granted: z.boolean().meta({
      description: 'Whether the shop granted the optional `read_users` scope; without it `data` is empty.',
    }),
    data: z.array(
      z.object({
        id: z
          .string()
          .meta({ description: 'The value `shopify_staff_member_id` takes.', example: '103205625' }),
        name: z.string(),
        email: z.string().nullable(),
        active: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ShopifyStaffMembers' });

/**
 * `GET /v1/shopify-staff-members`: the shop's Shopify staff, for the Staff page to link from
 * (SPEC §11): `granted: false` and no one until the shop grants `read_users` (always so in
 * standalone mode).
 */
export const listShopifyStaffMembers = defineRoute({
  method: 'get',
  path: '/v1/shopify-staff-members',
  scope: 'read_staff',
  tag: 'Staff',
  summary: "The shop's Shopify staff to link staff to (needs the optional read_users scope)",
  query: ShopifyStaffQuery,
  response: ShopifyStaffListSchema,
  handler: (deps) => async (req, res) => {
    parseQuery(ShopifyStaffQuery, req);
    const listing = await list(deps, principalOf(req).shopId);
    const answer: z.output<typeof ShopifyStaffListSchema> = {
      granted: listing.granted,
      data: listing.members,
    };
    res.json(answer);
  },
});
