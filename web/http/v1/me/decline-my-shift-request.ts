import { myShiftRequestAction } from './my-shift-request-action.js';

/** `POST /v1/me/shift-requests/{id}/decline` (SPEC §17): the named colleague says no. */
export const declineMyShiftRequest = myShiftRequestAction({
  action: 'decline',
  path: '/v1/me/shift-requests/{id}/decline',
  summary: 'Decline a shift request',
  errors: ['request_state'],
});
