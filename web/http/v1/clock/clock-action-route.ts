import type { z } from 'zod';
import type { ClockAction } from '../../../domain/clock/clock-state.js';
import type { ErrorCode } from '../../../domain/errors.js';
import { clockAction } from '../../../services/clock/clock-action.js';
import { TimeEntrySchema } from '../../../services/views/time-entry-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import type { V1Deps } from '../route-deps.js';
import type { RouteHandler, RouteSpec } from '../route-spec.js';
import { ClockChangeBody, ClockInBody } from './clock-schemas.js';

/**
 * What the four clock actions of SPEC §10 share: the scope, the body's example, the answer and
 * the errors besides the 409 each answers when it does not fit (`conflict`). They check a PIN,
 * so they run outside an Idempotency-Key's transaction (a wrong PIN's count must commit).
 */
export function clockActionSpec(action: ClockAction, conflict: ErrorCode) {
  return {
    method: 'post',
    scope: 'write_clock',
    tag: 'Time clock',
    body: action === 'in' ? ClockInBody : ClockChangeBody,
    example: { staff: 'ana', pin: '0042' },
    response: TimeEntrySchema,
    errors: [
      conflict,
      'rule_violation',
      'staff_not_linked',
      'invalid_pin',
      'pin_locked',
      'state_conflict',
      'out_of_range',
    ],
    outsideTransaction: 'checks_pin',
  } satisfies Partial<RouteSpec>;
}

/** The handler of one clock action: who, the PIN, when, and what kind of caller asks. */
export function clockActionHandler(action: ClockAction): (deps: V1Deps) => RouteHandler {
  return (deps) => async (req, res) => {
    const body: z.output<typeof ClockInBody> = parseBody(
      action === 'in' ? ClockInBody : ClockChangeBody,
      req,
    );
    const principal = principalOf(req);
    const entry = await clockAction(deps, principal.shopId, {
      action,
      who:
        body.shopify_staff_member_id === undefined
          ? { staff: body.staff! }
          : { shopifyStaffMemberId: body.shopify_staff_member_id },
      // An empty PIN is no PIN: it asks for one and counts toward no lock.
      pin: body.pin || undefined,
      at: body.at,
      note: body.note,
      locationId: body.location_id ?? null,
      caller: {
        isSession: principal.tokenId === null,
        canWriteTimesheets: principal.scopes.has('write_timesheets'),
      },
    });
    if (action === 'in') res.status(201).location(`/v1/time-entries/${entry.id}`);
    res.json(entry);
  };
}
