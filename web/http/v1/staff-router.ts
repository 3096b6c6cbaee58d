import { Router } from 'express';
import { z } from 'zod';
import { createStaff } from '../../services/staff/create-staff.js';
import { getStaff, listStaff } from '../../services/staff/read-staff.js';
import { type StaffChanges, updateStaff } from '../../services/staff/update-staff.js';
import type { StaffView } from '../../services/views/staff-view.js';
import { allPages } from '../csv/all-pages.js';
import type { CsvColumn } from '../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import {
  Handle,
  HourlyRate,
  ListQuery,
  Percent,
  Pin,
  PlainText,
  pageRequested,
  ShopifyStaffMemberId,
} from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

const Name = PlainText.trim().min(1).max(200);
const Email = z.email().max(320).nullable();

export const CreateStaffBody = z.strictObject({
  handle: Handle,
  name: Name,
  email: Email.optional(),
  hourly_rate: HourlyRate.nullable().optional(),
  commission_rate: Percent.nullable().optional(),
  active: z.boolean().optional(),
  shopify_staff_member_id: ShopifyStaffMemberId.nullable().optional(),
  pin: Pin.nullable().optional(),
});

/** A change: any field of a new staff member, each optional. */
export const UpdateStaffBody = CreateStaffBody.partial();

export const StaffListQuery = z.strictObject({ ...ListQuery, active: z.enum(['true', 'false']).optional() });

const STAFF_CSV: CsvColumn<StaffView>[] = [
  { name: 'id', kind: 'text', value: (s) => s.id },
  { name: 'handle', kind: 'text', value: (s) => s.handle },
  { name: 'name', kind: 'text', value: (s) => s.name },
  { name: 'email', kind: 'text', value: (s) => s.email },
  { name: 'hourly_rate', kind: 'money', value: (s) => s.hourly_rate },
  { name: 'commission_rate', kind: 'money', value: (s) => s.commission_rate },
  { name: 'active', kind: 'text', value: (s) => s.active },
  { name: 'shopify_staff_member_id', kind: 'text', value: (s) => s.shopify_staff_member_id },
  { name: 'has_pin', kind: 'text', value: (s) => s.has_pin },
  { name: 'created_at', kind: 'text', value: (s) => s.created_at },
  { name: 'updated_at', kind: 'text', value: (s) => s.updated_at },
];

export function staffRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/staff', requireScope('read_staff'), async (req, res) => {
    const query = parseQuery(StaffListQuery, req);
    const shopId = principalOf(req).shopId;
    const active = query.active === undefined ? undefined : query.active === 'true';
    if (wantsCsv(req, query.format)) {
      await sendCsv(
        res,
        'staff.csv',
        STAFF_CSV,
        allPages((startingAfter) => listStaff(deps, shopId, { limit: 100, startingAfter }, active)),
      );
      return;
    }
    res.json(await listStaff(deps, shopId, pageRequested(query), active));
  });

  router.post('/staff', requireScope('write_staff'), async (req, res) => {
    const body = parseBody(CreateStaffBody, req);
    const staff = await createStaff(deps, principalOf(req).shopId, {
      handle: body.handle,
      name: body.name,
      email: body.email ?? null,
      hourlyRateCents: body.hourly_rate ?? null,
      commissionRateBp: body.commission_rate ?? null,
      active: body.active ?? true,
      shopifyStaffMemberId: body.shopify_staff_member_id ?? null,
      pin: body.pin ?? null,
    });
    res.status(201).location(`/v1/staff/${staff.id}`).json(staff);
  });

  router.get('/staff/:ref', requireScope('read_staff'), async (req, res) => {
    res.json(await getStaff(deps, principalOf(req).shopId, req.params.ref as string));
  });

  router.patch('/staff/:ref', requireScope('write_staff'), async (req, res) => {
    const body = parseBody(UpdateStaffBody, req);
    const changes: StaffChanges = {
      handle: body.handle,
      name: body.name,
      email: body.email,
      hourlyRateCents: body.hourly_rate,
      commissionRateBp: body.commission_rate,
      active: body.active,
      shopifyStaffMemberId: body.shopify_staff_member_id,
      pin: body.pin,
    };
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as StaffChanges;
    res.json(await updateStaff(deps, principalOf(req).shopId, req.params.ref as string, defined));
  });

  return router;
}
