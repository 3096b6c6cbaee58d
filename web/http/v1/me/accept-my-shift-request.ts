import { myShiftRequestAction } from './my-shift-request-action.js';

/** `POST /v1/me/shift-requests/{id}/accept` (SPEC §17): the named colleague takes the shift. */
export const acceptMyShiftRequest = myShiftRequestAction({
  action: 'accept',
  path: '/v1/me/shift-requests/{id}/accept',
  summary: 'Accept a shift request',
  errors: [
    'shift_started',
    'request_state',
    'already_taken',
    'overlap',
    'time_off',
    'staff_inactive',
    'same_staff',
  ],
});
