import type { QueuedAction } from './action-queue.js';
import type { ApiResult, ClockApi } from './api-client.js';
import type { ClockRequestBody, Problem } from './clock-types.js';
import type { PosHost } from './pos-host.js';

type PinRefusal = { ok: false; failure: { kind: 'problem'; problem: Problem } };

function isPinRefusal(result: ApiResult<unknown>): result is PinRefusal {
  return !result.ok && result.failure.kind === 'problem' && result.failure.problem.code === 'invalid_pin';
}

export function clockRequestBody(queued: QueuedAction, pin?: string): ClockRequestBody {
  const body: ClockRequestBody = { shopify_staff_member_id: queued.staffMemberId, at: queued.at };
  if (queued.locationId) body.location_id = queued.locationId;
  if (pin !== undefined) body.pin = pin;
  return body;
}

/**
 * Sends an action once; when the shop wants a Shiftbook PIN (`403 invalid_pin`), asks for it on
 * POS's PIN pad and sends it again with the PIN, keeping the action's `at`. A wrong PIN keeps
 * the pad open with the server's words; closing the pad answers with the first refusal.
 */
export async function sendClockAction(
  api: ClockApi,
  pinPad: PosHost['pinPad'],
  queued: QueuedAction,
): Promise<ApiResult<unknown>> {
  const first = await api.send(queued.action, clockRequestBody(queued), queued.id);
  if (!isPinRefusal(first) || !pinPad) return first;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: ApiResult<unknown>) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    pinPad.showPinPad(
      async (digits) => {
        const result = await api.send(queued.action, clockRequestBody(queued, digits.join('')), queued.id);
        if (isPinRefusal(result)) return { result: 'reject', errorMessage: result.failure.problem.detail };
        finish(result);
        return { result: 'accept' };
      },
      {
        title: 'Shiftbook PIN',
        label: first.failure.problem.detail,
        // Shiftbook PINs are 4 to 8 digits (SPEC §10).
        minPinLength: 4,
        maxPinLength: 8,
        masked: true,
        onDismissed: () => finish(first),
      },
    );
  });
}
