/**
 * The shapes the staff app reads (SPEC §15), until the server's OpenAPI document describes
 * them; then they are named from the generated types like the admin's (api/types.ts).
 */
export interface ListPage<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface MeShop {
  domain: string;
  name: string;
  timezone: string;
  week_start: Weekday;
  staff_see_pay: boolean;
}

export interface Me {
  id: string;
  handle: string;
  name: string;
  email: string | null;
  active: boolean;
  shop: MeShop;
}

export interface MyShift {
  id: string;
  starts_at: string;
  ends_at: string;
  break_minutes: number;
  location: string | null;
  role: string | null;
  note: string | null;
}

export type TimesheetStatus = 'pending' | 'approved';

export interface MyTimesheet {
  id: string;
  week_start: string;
  status: TimesheetStatus;
  hours: number;
  regular_hours: number;
  overtime_hours: number;
  double_time_hours: number;
  rate?: string | null;
  gross?: string;
}

export interface MyCommission {
  id?: string;
  occurred_at: string;
  reference: string | null;
  source: string;
  sale_amount: string;
  rate?: string;
  amount?: string;
}

export type TimeOffKind = 'vacation' | 'sick' | 'unpaid' | 'other';
export type TimeOffStatus = 'requested' | 'approved' | 'denied' | 'cancelled';

export interface MyTimeOff {
  id: string;
  starts_on: string;
  ends_on: string;
  kind: TimeOffKind;
  note: string | null;
  status: TimeOffStatus;
}

export interface NewTimeOff {
  starts_on: string;
  ends_on: string;
  kind: TimeOffKind;
  note?: string;
}
