/**
 * The shapes the staff app reads (SPEC §15), named from the types `openapi-typescript`
 * generates from the OpenAPI document, like the admin's (api/types.ts): the server's zod
 * schemas say each shape once. Type-only: nothing of the admin's code enters the bundle.
 */
import type { components, paths } from '../api/schema.js';

type Schemas = components['schemas'];

export interface ListPage<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export type Me = Schemas['Me'];
export type MeShop = Me['shop'];
export type Weekday = MeShop['week_start'];

type ListOf<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': { data: (infer T)[] } } } } };
}
  ? T
  : never;

export type MyShift = ListOf<'/v1/me/shifts'>;
export type MyTimesheet = Schemas['MyTimesheet'];
export type MyCommission = Schemas['MyCommission'];
export type MyGoal = Schemas['MyGoal'];
export type MyTimeOff = ListOf<'/v1/me/time-off'>;
export type TimeOffKind = MyTimeOff['kind'];
export type TimeOffStatus = MyTimeOff['status'];
export type CalendarUrl = Schemas['CalendarUrl'];

export type NewTimeOff = NonNullable<
  paths['/v1/me/time-off']['post']['requestBody']
>['content']['application/json'];

export type Availability = Schemas['Availability'];
/** What `PUT /v1/me/availability` takes: the document without who and when. */
export type AvailabilityDocument = Pick<Availability, 'weekly' | 'exceptions'>;
export type WeeklyRange = Availability['weekly'][number];
export type DayRange = Availability['exceptions'][number]['ranges'][number];
export type RangeKind = DayRange['kind'];

export type OpenShift = ListOf<'/v1/me/open-shifts'>;
export type ShiftRequest = Schemas['ShiftRequest'];
/** A request by or to me, with when and what its shift is (a colleague's shift is not among mine). */
export type MyShiftRequest = ListOf<'/v1/me/shift-requests'>;
export type ShiftRequestStatus = ShiftRequest['status'];
