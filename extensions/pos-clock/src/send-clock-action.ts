import type { QueuedAction } from './action-queue.js';
import type { ApiResult, ClockApi } from './api-client.js';
import type { ClockRequestBody, Problem } from './clock-types.js';
import type { PosHost } from './pos-host.js';

type PinRefusal = { ok: false; failure: { kind: 'problem'; problem: Problem } };

function isPinRefusal(result: ApiResult<unknown>): result is PinRefusal {
  return !result.ok && result.failure.kind === 'problem' && result.failure.problem.code === 'invalid_pin';
}

/**
 * A live tap's body: no `at`, so the server times it by its own clock and a device clock that
 * runs fast or slow changes nothing (SPEC §10 refuses an `at` more than 60 s ahead).
 */
export function liveBody(queued: QueuedAction, pin?: string): ClockRequestBody {
  const body: ClockRequestBody = { shopify_staff_member_id: queued.staffMemberId };
  if (queued.locationId) body.location_id = queued.locationId;
  if (pin !== undefined) body.pin = pin;
  return body;
}

/**
 * A kept action's body: `at` is the tap, by the server's clock as well as the device knows it
 * (`offsetMs`, server minus device, for an action kept before the device knew the difference).
 */
export function keptBody(queued: QueuedAction, offsetMs: number | null, pin?: string): ClockRequestBody {
  const at = queued.corrected ? queued.at : new Date(Date.parse(queued.at) + (offsetMs ?? 0)).toISOString();
  return { ...liveBody(queued, pin), at };
}

export interface SentAction {
  result: ApiResult<unknown>;
  /** The last request carried a PIN typed on POS's PIN pad. */
  withPin: boolean;
}

/**
 * Sends an action once; when the shop wants a Shiftbook PIN (`403 invalid_pin`), asks for it on
 * POS's PIN pad and sends it again with the PIN and the same body otherwise. A wrong PIN keeps
 * the pad open with the server's words; closing the pad answers with the first refusal.
 */
export async function sendClockAction(
  api: ClockApi,
  pinPad: PosHost['pinPad'],
  queued: QueuedAction,
  bodyOf: (pin?: string) => ClockRequestBody,
  padTitle: string,
): Promise<SentAction> {
  const first = await api.send(queued.action, bodyOf(), queued.id);
  if (!isPinRefusal(first) || !pinPad) return { result: first, withPin: false };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (sent: SentAction) => {
      if (settled) return;
      settled = true;
      resolve(sent);
    };
    pinPad.showPinPad(
      async (digits) => {
        const result = await api.send(queued.action, bodyOf(digits.join('')), queued.id);
        if (isPinRefusal(result)) return { result: 'reject', errorMessage: result.failure.problem.detail };
        finish({ result, withPin: true });
        return { result: 'accept' };
      },
      {
        title: padTitle,
        label: first.failure.problem.detail,
        // Shiftbook PINs are 4 to 8 digits (SPEC §10).
        minPinLength: 4,
        maxPinLength: 8,
        masked: true,
        onDismissed: () => finish({ result: first, withPin: false }),
      },
    );
  });
}
