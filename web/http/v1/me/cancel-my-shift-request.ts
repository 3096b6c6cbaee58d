import { myShiftRequestAction } from './my-shift-request-action.js';

/** `POST /v1/me/shift-requests/{id}/cancel` (SPEC §17): the requester takes it back. */
export const cancelMyShiftRequest = myShiftRequestAction({
  action: 'cancel',
  path: '/v1/me/shift-requests/{id}/cancel',
  summary: 'Cancel a shift request',
  errors: ['request_state'],
});
