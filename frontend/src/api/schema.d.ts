/**
 * Generated from the OpenAPI document by `npm run gen:api-types` (scripts/gen-api-types.ts).
 * Do not edit: change the zod schemas in web/ and run the script again.
 */

export interface paths {
    "/v1/timesheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Weekly summary of the work week containing `week`
         * @description Scope: `read_timesheets` (or `write_timesheets`).
         */
        get: operations["getV1Timesheets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/timesheets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A timesheet with its entries and pay
         * @description Scope: `read_timesheets` (or `write_timesheets`).
         */
        get: operations["getV1TimesheetsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/timesheets/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a timesheet (approving an approved one changes nothing)
         * @description Scope: `write_timesheets`.
         */
        post: operations["postV1TimesheetsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/timesheets/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen an approved timesheet, with a reason
         * @description Scope: `write_timesheets`.
         */
        post: operations["postV1TimesheetsByIdReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/time-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List time entries
         * @description Scope: `read_timesheets` (or `write_timesheets`).
         */
        get: operations["getV1TimeEntries"];
        put?: never;
        /**
         * Record a time entry
         * @description Scope: `write_timesheets`.
         */
        post: operations["postV1TimeEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/time-entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A time entry
         * @description Scope: `read_timesheets` (or `write_timesheets`).
         */
        get: operations["getV1TimeEntriesById"];
        put?: never;
        post?: never;
        /**
         * Delete a time entry
         * @description Scope: `write_timesheets`.
         */
        delete: operations["deleteV1TimeEntriesById"];
        options?: never;
        head?: never;
        /**
         * Change a time entry
         * @description Scope: `write_timesheets`.
         */
        patch: operations["patchV1TimeEntriesById"];
        trace?: never;
    };
    "/v1/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shifts
         * @description Scope: `read_shifts` (or `write_shifts`).
         */
        get: operations["getV1Shifts"];
        put?: never;
        /**
         * Schedule a shift (a draft until its week is published)
         * @description Scope: `write_shifts`.
         */
        post: operations["postV1Shifts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shifts/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish every draft shift of a work week (sends one `schedule.published` when any was a draft)
         * @description Scope: `write_shifts`.
         */
        post: operations["postV1ShiftsPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shifts/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a work week of shifts to another week at the same local times, as drafts; copies in the way are skipped with a reason
         * @description Scope: `write_shifts`.
         */
        post: operations["postV1ShiftsCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shifts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shift
         * @description Scope: `read_shifts` (or `write_shifts`).
         */
        get: operations["getV1ShiftsById"];
        put?: never;
        post?: never;
        /**
         * Delete a shift
         * @description Scope: `write_shifts`.
         */
        delete: operations["deleteV1ShiftsById"];
        options?: never;
        head?: never;
        /**
         * Change or move a shift (a move sends `shift.moved`)
         * @description Scope: `write_shifts`.
         */
        patch: operations["patchV1ShiftsById"];
        trace?: never;
    };
    "/v1/shift-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shift requests (claims, swaps, drops), filtered by status, kind, staff, shift and start
         * @description Scope: `read_shifts` (or `write_shifts`).
         */
        get: operations["getV1ShiftRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shift-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shift request
         * @description Scope: `read_shifts` (or `write_shifts`).
         */
        get: operations["getV1ShiftRequestsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shift-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an accepted shift request
         * @description Scope: `write_shifts`.
         */
        post: operations["postV1ShiftRequestsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shift-requests/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deny an accepted shift request
         * @description Scope: `write_shifts`.
         */
        post: operations["postV1ShiftRequestsByIdDeny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List time off (filters: days from–to, staff, status)
         * @description Scope: `read_shifts` (or `write_shifts`).
         */
        get: operations["getV1TimeOff"];
        put?: never;
        /**
         * Request time off (status `requested`)
         * @description Scope: `write_shifts`.
         */
        post: operations["postV1TimeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/time-off/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A time off, with the shifts on its days
         * @description Scope: `read_shifts` (or `write_shifts`).
         */
        get: operations["getV1TimeOffById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the days, kind or note of a request (409 once decided)
         * @description Scope: `write_shifts`.
         */
        patch: operations["patchV1TimeOffById"];
        trace?: never;
    };
    "/v1/time-off/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a request; its days then refuse new and moved shifts (409 unless requested)
         * @description Scope: `write_shifts`.
         */
        post: operations["postV1TimeOffByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/time-off/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deny a request, with an optional reason (409 unless requested)
         * @description Scope: `write_shifts`.
         */
        post: operations["postV1TimeOffByIdDeny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is working: every active staff member's clock state and next published shift (or one member's), the shop and the caller's scopes
         * @description Scope: `read_clock` (or `write_clock`).
         */
        get: operations["getV1Clock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clock/in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clock in: opens a time entry (201)
         * @description Scope: `write_clock`.
         */
        post: operations["postV1ClockIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clock/out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clock out, ending an open break first
         * @description Scope: `write_clock`.
         */
        post: operations["postV1ClockOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clock/break-start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a break
         * @description Scope: `write_clock`.
         */
        post: operations["postV1ClockBreakStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clock/break-end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a break: its whole minutes join `break_minutes`
         * @description Scope: `write_clock`.
         */
        post: operations["postV1ClockBreakEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Schedule against clock for the work week containing `week`
         * @description Scope: `read_timesheets` (or `write_timesheets`).
         */
        get: operations["getV1Attendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sales against labour, one row per local day from `from` to `to` (at most 366 days)
         * @description Scope: `read_commissions` (or `write_commissions`).
         */
        get: operations["getV1Sales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paycheck and cash tips per local day and staff member, from `from` to `to` (at most 366 days)
         * @description Scope: `read_commissions` (or `write_commissions`).
         */
        get: operations["getV1Tips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales-goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each staff member's sales goal and the month's sales toward it
         * @description Scope: `read_commissions` (or `write_commissions`).
         */
        get: operations["getV1SalesGoals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shopify-staff-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's Shopify staff to link staff to (needs the optional read_users scope)
         * @description Scope: `read_staff` (or `write_staff`).
         */
        get: operations["getV1ShopifyStaffMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff
         * @description Scope: `read_staff` (or `write_staff`).
         */
        get: operations["getV1Staff"];
        put?: never;
        /**
         * Add a staff member
         * @description Scope: `write_staff`.
         */
        post: operations["postV1Staff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A staff member, by id or handle
         * @description Scope: `read_staff` (or `write_staff`).
         */
        get: operations["getV1StaffByRef"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a staff member
         * @description Scope: `write_staff`.
         */
        patch: operations["patchV1StaffByRef"];
        trace?: never;
    };
    "/v1/staff/{ref}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a staff member an invite to the staff app
         * @description Scope: `write_staff`.
         */
        post: operations["postV1StaffByRefInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/staff/{ref}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A staff member's availability: weekly ranges and dated exceptions
         * @description Scope: `read_staff` (or `write_staff`).
         */
        get: operations["getV1StaffByRefAvailability"];
        /**
         * Replace a staff member's availability
         * @description Scope: `write_staff`.
         */
        put: operations["putV1StaffByRefAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List emails sent (filters: kind, status, staff, recipient, days from–to)
         * @description Scope: `read_staff` (or `write_staff`).
         */
        get: operations["getV1Notifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An email and how its sending went
         * @description Scope: `read_staff` (or `write_staff`).
         */
        get: operations["getV1NotificationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed email again, with a fresh attempt schedule (409 unless failed)
         * @description Scope: `write_staff`.
         */
        post: operations["postV1NotificationsByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shop settings, plan and usage
         * @description Scope: `read_shop` (or `write_shop`).
         */
        get: operations["getV1Shop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change shop settings
         * @description Scope: `write_shop`.
         */
        patch: operations["patchV1Shop"];
        trace?: never;
    };
    "/v1/shop/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the pro plan through Shopify billing (embedded admin session token only)
         * @description Scope: `write_shop`.
         */
        post: operations["postV1ShopUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payroll-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payroll runs
         * @description Scope: `read_payroll` (or `write_payroll`).
         */
        get: operations["getV1PayrollRuns"];
        put?: never;
        /**
         * Create a draft payroll run for a period
         * @description Scope: `write_payroll`.
         */
        post: operations["postV1PayrollRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payroll-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payroll run
         * @description Scope: `read_payroll` (or `write_payroll`).
         */
        get: operations["getV1PayrollRunsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payroll-runs/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payroll run as a payroll provider's import file
         * @description Scope: `read_payroll` (or `write_payroll`).
         */
        get: operations["getV1PayrollRunsByIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payroll-runs/{id}/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finalize a payroll run (it becomes immutable)
         * @description Scope: `write_payroll`.
         */
        post: operations["postV1PayrollRunsByIdFinalize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payroll-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lines of a payroll run, per staff member
         * @description Scope: `read_payroll` (or `write_payroll`).
         */
        get: operations["getV1PayrollLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List commissions
         * @description Scope: `read_commissions` (or `write_commissions`).
         */
        get: operations["getV1Commissions"];
        put?: never;
        /**
         * Record a commission
         * @description Scope: `write_commissions`.
         */
        post: operations["postV1Commissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/commissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A commission
         * @description Scope: `read_commissions` (or `write_commissions`).
         */
        get: operations["getV1CommissionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/commission-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List commission rules
         * @description Scope: `read_commissions` (or `write_commissions`).
         */
        get: operations["getV1CommissionRules"];
        put?: never;
        /**
         * Create a commission rule
         * @description Scope: `write_commissions`.
         */
        post: operations["postV1CommissionRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/commission-rules/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a commission rule (the body of a create) would have paid on the orders recorded from `from` to `to` (default last local month, at most 93 days)
         * @description Scope: `read_commissions` (or `write_commissions`).
         */
        post: operations["postV1CommissionRulesPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/commission-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A commission rule
         * @description Scope: `read_commissions` (or `write_commissions`).
         */
        get: operations["getV1CommissionRulesById"];
        put?: never;
        post?: never;
        /**
         * Delete a commission rule
         * @description Scope: `write_commissions`.
         */
        delete: operations["deleteV1CommissionRulesById"];
        options?: never;
        head?: never;
        /**
         * Change a commission rule (orders already recorded keep their commissions)
         * @description Scope: `write_commissions`.
         */
        patch: operations["patchV1CommissionRulesById"];
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Scope: `write_webhooks`.
         */
        get: operations["getV1Webhooks"];
        put?: never;
        /**
         * Add a webhook endpoint (the answer holds its secret, once)
         * @description Scope: `write_webhooks`.
         */
        post: operations["postV1Webhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint
         * @description Scope: `write_webhooks`.
         */
        get: operations["getV1WebhooksById"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Scope: `write_webhooks`.
         */
        delete: operations["deleteV1WebhooksById"];
        options?: never;
        head?: never;
        /**
         * Change, enable, disable or rotate the secret of a webhook endpoint
         * @description Scope: `write_webhooks`.
         */
        patch: operations["patchV1WebhooksById"];
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries to a webhook endpoint, with every attempt
         * @description Scope: `write_webhooks`.
         */
        get: operations["getV1WebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now
         * @description Scope: `write_webhooks`.
         */
        post: operations["postV1WebhooksByIdDeliveriesByDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed `webhook.test` event to this endpoint alone, through the outbox like any event (202: the delivery, pending; 409 when the endpoint is disabled)
         * @description Scope: `write_webhooks`.
         */
        post: operations["postV1WebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API tokens (never the tokens themselves)
         * @description Scope: `write_tokens`.
         */
        get: operations["getV1Tokens"];
        put?: never;
        /**
         * Create an API token; the answer shows it once
         * @description Scope: `write_tokens`.
         */
        post: operations["postV1Tokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An API token (never the token itself)
         * @description Scope: `write_tokens`.
         */
        get: operations["getV1TokensById"];
        put?: never;
        post?: never;
        /**
         * Revoke an API token; it stops working with the next request
         * @description Scope: `write_tokens`.
         */
        delete: operations["deleteV1TokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff member
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1Me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change my name or email preferences
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        patch: operations["patchV1Me"];
        trace?: never;
    };
    "/v1/me/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My published shifts (days from–to, at most 93)
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1MeShifts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/timesheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My timesheets (week starts from–to)
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1MeTimesheets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My commissions (days from–to)
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1MeCommissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/goal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My sales goal and sales this month
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1MeGoal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My time off (days from–to)
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1MeTimeOff"];
        put?: never;
        /**
         * Request time off
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        post: operations["postV1MeTimeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/time-off/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel my time off
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        post: operations["postV1MeTimeOffByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My calendar feed URL
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1MeCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/calendar/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace my calendar feed URL
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        post: operations["postV1MeCalendarReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My availability
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1MeAvailability"];
        /**
         * Replace my availability
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        put: operations["putV1MeAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/open-shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open shifts I may claim (published, not started, fitting my schedule)
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1MeOpenShifts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/open-shifts/{shift}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim an open shift, or take one offered to all
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        post: operations["postV1MeOpenShiftsByShiftClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/shifts/{id}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer my shift to a colleague (a swap) or to everyone eligible (a drop)
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        post: operations["postV1MeShiftsByIdOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/shift-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My shift requests: offers and claims I made, offers made to me
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        get: operations["getV1MeShiftRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/shift-requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a shift request
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        post: operations["postV1MeShiftRequestsByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/shift-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a shift request
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        post: operations["postV1MeShiftRequestsByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/shift-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a shift request
         * @description The signed-in staff member's own data: the `shiftbook_staff` cookie of `POST /staff-auth/session` authenticates it (a shop's token is refused with 403). Writes need the app's `Origin`.
         */
        post: operations["postV1MeShiftRequestsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "shift.moved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A shift moved (starts_at, ends_at, staff or location changed)
         * @description Signed per Standard Webhooks v1 (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the endpoint's secret. Answer 2xx within 15 s.
         */
        post: operations["webhookShiftMoved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "timesheet.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A timesheet was approved
         * @description Signed per Standard Webhooks v1 (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the endpoint's secret. Answer 2xx within 15 s.
         */
        post: operations["webhookTimesheetApproved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "schedule.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A work week was published (POST /v1/shifts/publish published at least one draft)
         * @description Signed per Standard Webhooks v1 (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the endpoint's secret. Answer 2xx within 15 s.
         */
        post: operations["webhookSchedulePublished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event, sent to one endpoint by POST /v1/webhooks/{id}/test (never subscribed to)
         * @description Signed per Standard Webhooks v1 (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the endpoint's secret. Answer 2xx within 15 s.
         */
        post: operations["webhookWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description RFC 9457 problem details (application/problem+json). `detail` is one sentence for a person; a problem about another resource also names it in an extension member (`conflicting_shift`, `time_off`), so a client can word it without parsing `detail`. */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            /** @enum {string} */
            code: "validation_error" | "invalid_json" | "unauthorized" | "plan_limit" | "insufficient_scope" | "invalid_pin" | "not_found" | "state_conflict" | "idempotency_conflict" | "already_clocked_in" | "not_clocked_in" | "on_break" | "not_on_break" | "precondition_failed" | "payload_too_large" | "unsupported_media_type" | "rule_violation" | "staff_not_linked" | "time_off" | "invalid_span" | "week_full" | "idempotency_mismatch" | "out_of_range" | "email_taken" | "not_cancellable" | "invalid_email" | "no_email" | "staff_inactive" | "link_expired" | "staff_session_required" | "origin_mismatch" | "payroll_settings_missing" | "payroll_id_missing" | "invalid_range" | "overlapping_ranges" | "shift_started" | "request_state" | "request_open" | "already_taken" | "overlap" | "same_staff" | "unknown_staff" | "rule_matches_nothing" | "too_many_rules" | "rate_limited" | "pin_locked" | "internal_error" | "service_unavailable";
            errors?: {
                field: string;
                message: string;
            }[];
            request_id: string;
            /** @description With `rule_violation` for an overlap: the shift of the same staff member that the new or moved shift overlaps. */
            conflicting_shift?: {
                /** @example shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
                id: string;
                staff: string;
                /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
                staff_id: string;
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                starts_at: string;
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                ends_at: string;
            };
            /** @description With `time_off`: the approved time off that the new or moved shift falls on. */
            time_off?: {
                /** @example tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
                id: string;
                staff: string;
                /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
                staff_id: string;
                /**
                 * Format: date
                 * @example 2026-11-16
                 */
                starts_on: string;
                /**
                 * Format: date
                 * @example 2026-11-16
                 */
                ends_on: string;
            };
            /** @description With `payroll_settings_missing` and `payroll_id_missing`: the payroll file format asked for. */
            format?: string;
            /** @description With `payroll_id_missing`: the handle of every staff member with a row in the file but no id at the provider, sorted. */
            staff?: string[];
        };
        /** @description The weekly summary of a work week: what is approved, what is pending, the gross pay and every entry. */
        WeekSummary: {
            /**
             * Format: date
             * @example 2026-11-16
             */
            week: string;
            approved: number;
            pending: number;
            /** @example 866.88 */
            gross: string;
            entries: {
                staff: string;
                hours: number;
                /** @example 866.88 */
                rate?: string;
                overtime?: number;
                /** @example tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
                timesheet: string;
                /** @enum {string} */
                status: "pending" | "approved";
                /** @example 866.88 */
                gross: string;
            }[];
        };
        Timesheet: {
            /** @example tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "timesheet";
            staff: string;
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            staff_id: string;
            /**
             * Format: date
             * @example 2026-11-16
             */
            week_start: string;
            /**
             * Format: date
             * @example 2026-11-16
             */
            week_end: string;
            /** @enum {string} */
            status: "pending" | "approved";
            hours: number;
            regular_hours: number;
            overtime_hours: number;
            double_time_hours: number;
            rate: string | null;
            /** @example 866.88 */
            regular_pay: string;
            /** @example 866.88 */
            overtime_pay: string;
            /** @example 866.88 */
            double_time_pay: string;
            /** @example 866.88 */
            gross: string;
            approved_at: string | null;
            approved_by: string | null;
            entries: components["schemas"]["TimeEntry"][];
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            updated_at: string;
        };
        TimeEntry: {
            /** @example ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "time_entry";
            staff: string;
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            staff_id: string;
            /** @example tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            timesheet: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            started_at: string;
            ended_at: string | null;
            break_minutes: number;
            hours: number;
            note: string | null;
            /** @enum {string} */
            source: "manual" | "clock" | "pos";
            shift: string | null;
            /** @description The POS location the clock action came from, or null. */
            location_id: string | null;
            break_started_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            updated_at: string;
        };
        Shift: {
            /** @example shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "shift";
            /** @description Handle of the staff member; null for an open shift (SPEC §17). */
            staff: string | null;
            staff_id: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            starts_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            ends_at: string;
            break_minutes: number;
            location: string | null;
            role: string | null;
            note: string | null;
            /** @description Staff see the shift: its week was published. A new or copied shift is a draft. */
            published: boolean;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            updated_at: string;
        };
        ShiftWrite: {
            /** @example shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "shift";
            /** @description Handle of the staff member; null for an open shift (SPEC §17). */
            staff: string | null;
            staff_id: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            starts_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            ends_at: string;
            break_minutes: number;
            location: string | null;
            role: string | null;
            note: string | null;
            /** @description Staff see the shift: its week was published. A new or copied shift is a draft. */
            published: boolean;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            updated_at: string;
            /** @description The staff member's unavailable time the shift overlaps (SPEC §17); empty when none. Only on write answers, never stored. */
            warnings: components["schemas"]["ShiftWarning"][];
        };
        ShiftWarning: {
            /** @constant */
            code: "unavailable";
            detail: string;
            /**
             * Format: date-time
             * @description Start of the unavailable range the shift overlaps.
             * @example 2026-11-16T09:00:00Z
             */
            starts_at: string;
            /**
             * Format: date-time
             * @description End of that range.
             * @example 2026-11-16T09:00:00Z
             */
            ends_at: string;
        };
        PublishAnswer: {
            /**
             * Format: date
             * @description The `week` as sent: any date of the work week.
             * @example 2026-11-16
             */
            week: string;
            /** @description Shifts this call published (drafts until now); 0 when the week had no drafts left, and then no event is sent. */
            published: number;
        };
        CopyAnswer: {
            /** @description The copies, as drafts, in the order of the shifts copied. */
            created: components["schemas"]["ShiftWrite"][];
            skipped: components["schemas"]["SkippedCopy"][];
        };
        SkippedCopy: {
            /**
             * @description The shift that was not copied.
             * @example shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O
             */
            shift: string;
            /**
             * @description `inactive_staff`: the staff member is inactive; `invalid_times`: at the same local times the copy is no valid shift (around a DST change: over 24 h, under a minute, ending before it starts, or shorter than its break); `time_off`: it would land on approved time off; `overlap`: it would overlap a shift already there (or another copy).
             * @enum {string}
             */
            reason: "inactive_staff" | "invalid_times" | "time_off" | "overlap";
            staff: string;
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            staff_id: string;
            /**
             * Format: date-time
             * @description Where the copy would have started.
             * @example 2026-11-16T09:00:00Z
             */
            starts_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            ends_at: string;
            /** @description The shift (`shf_…`) or time off (`tof_…`) in the way; null for the other reasons. */
            conflict: string | null;
        };
        ShiftRequest: {
            /** @example shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "shift_request";
            /** @enum {string} */
            kind: "claim" | "swap" | "drop";
            /** @enum {string} */
            status: "pending" | "accepted" | "approved" | "declined" | "denied" | "cancelled" | "expired";
            /** @example shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            shift: string;
            /** @description Who offers the shift; null for a claim. */
            from_staff: string | null;
            from_staff_id: string | null;
            /** @description Who takes it: the colleague of a swap, the claimant, the taker of a drop. */
            to_staff: string | null;
            to_staff_id: string | null;
            note: string | null;
            reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            decided_at: string | null;
            decided_by: string | null;
        };
        TimeOff: {
            /** @example tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "time_off";
            staff: string;
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            staff_id: string;
            /**
             * Format: date
             * @description First day off, a local date of the shop's zone.
             * @example 2026-11-16
             */
            starts_on: string;
            /**
             * Format: date
             * @description Last day off, included.
             * @example 2026-11-16
             */
            ends_on: string;
            /** @enum {string} */
            kind: "vacation" | "sick" | "unpaid" | "other";
            note: string | null;
            /** @enum {string} */
            status: "requested" | "approved" | "denied" | "cancelled";
            decided_at: string | null;
            /** @description Who approved or denied it (`tok_…`, `user:…`, `cli`). */
            decided_by: string | null;
            decision_reason: string | null;
            /** @description Ids of the staff member's shifts on these local days, read now (empty once all are reassigned; always empty when denied). */
            conflicting_shifts: string[];
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            updated_at: string;
        };
        ClockBoard: {
            /** @description Whose board this is: a kiosk or a POS device shows it. */
            shop: {
                /** @example x.myshopify.com */
                domain: string;
                /**
                 * @description The shop's name as Shopify gave it, or its domain when no name is known.
                 * @example Shiftbook Demo
                 */
                name: string;
                /**
                 * @description The shop's IANA time zone: a kiosk shows every time in it, whatever zone the tablet is set to.
                 * @example America/New_York
                 */
                timezone: string;
            };
            /**
             * @description The caller's scopes, `write_X` implying `read_X`, sorted: a kiosk sees whether its token holds more than the clock (a session token holds every scope).
             * @example [
             *       "read_clock",
             *       "write_clock"
             *     ]
             */
            scopes: ("read_timesheets" | "write_timesheets" | "read_shifts" | "write_shifts" | "read_staff" | "write_staff" | "read_payroll" | "write_payroll" | "read_commissions" | "write_commissions" | "read_webhooks" | "write_webhooks" | "read_tokens" | "write_tokens" | "read_shop" | "write_shop" | "read_clock" | "write_clock")[];
            data: {
                staff: string;
                /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
                staff_id: string;
                name: string;
                /** @enum {string} */
                state: "off" | "on" | "break";
                /** @description The clock-in, or the open break's start; null when off. */
                since: string | null;
                /** @description The open time entry, or null. */
                entry: string | null;
                has_pin: boolean;
                /** @description The linked Shopify staff member: only for callers holding `read_staff`, or that asked for the row by this id. */
                shopify_staff_member_id?: string | null;
                /** @description Hours of the current work week, closed entries only (what the POS tile shows): only for callers holding `read_timesheets`. */
                hours_this_week?: number;
                /** @description The current or next published shift, or null. */
                next_shift: {
                    /** @example shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
                    id: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-16T09:00:00Z
                     */
                    starts_at: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-16T09:00:00Z
                     */
                    ends_at: string;
                } | null;
                /** @description The open entry started more than 16 hours ago: a forgotten clock-out. */
                overdue: boolean;
            }[];
        };
        Attendance: {
            /**
             * Format: date
             * @example 2026-11-16
             */
            week: string;
            data: {
                staff: string;
                /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
                staff_id: string;
                /**
                 * Format: date
                 * @description Local day of the shift, or of the entry when unscheduled.
                 * @example 2026-11-16
                 */
                date: string;
                shift: string | null;
                scheduled_start: string | null;
                scheduled_end: string | null;
                entry: string | null;
                clocked_in_at: string | null;
                clocked_out_at: string | null;
                late_minutes: number | null;
                early_leave_minutes: number | null;
                /** @enum {string} */
                status: "on_time" | "late" | "open" | "no_show" | "missing" | "scheduled" | "unscheduled";
            }[];
        };
        Sales: {
            /**
             * Format: date
             * @example 2026-11-16
             */
            from: string;
            /**
             * Format: date
             * @example 2026-11-16
             */
            to: string;
            data: {
                /**
                 * Format: date
                 * @description A local day of the shop.
                 * @example 2026-11-16
                 */
                date: string;
                /** @description Paid orders processed that day. */
                orders: number;
                /**
                 * @description Net sales of those orders, attributed or not, less refunds created that day.
                 * @example 866.88
                 */
                sales: string;
                /**
                 * @description Tips of that day's orders, attributed or not, less tip refunds created that day; never in sales.
                 * @example 866.88
                 */
                tips: string;
                /** @description Hours of time entries starting that day, pending and approved. */
                labour_hours: number;
                /**
                 * @description Each timesheet's gross shared over its days by worked seconds (largest remainder).
                 * @example 866.88
                 */
                labour_cost: string;
                /**
                 * @description labour_cost ÷ sales × 100, two decimals; null when sales ≤ 0.
                 * @example 23.45
                 */
                labour_percent: string | null;
            }[];
        };
        Tips: {
            /**
             * Format: date
             * @example 2026-11-16
             */
            from: string;
            /**
             * Format: date
             * @example 2026-11-16
             */
            to: string;
            data: {
                /**
                 * Format: date
                 * @description A local day of the shop.
                 * @example 2026-11-16
                 */
                date: string;
                /** @description The staff member's handle. */
                staff: string;
                staff_id: string;
                /**
                 * @description Tips paid through payroll: any gateway but cash, less tip refunds that day.
                 * @example 866.88
                 */
                paycheck_tips: string;
                /**
                 * @description Tips taken in cash (already in hand), less tip refunds that day.
                 * @example 866.88
                 */
                cash_tips: string;
            }[];
        };
        GoalProgress: {
            /** @example 2026-11 */
            month: string;
            /** @description The staff member's handle. */
            staff: string;
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            staff_id: string;
            /** @example 866.88 */
            goal_amount: string;
            /** @example 866.88 */
            goal_bonus: string;
            /**
             * @description Month sales so far: their shares of orders processed in the month, less their shares of refunds created in it.
             * @example 866.88
             */
            sales: string;
            /** @description Whether sales are at goal_amount or more. */
            reached: boolean;
            /** @description The month's goal_bonus commission, or null while none was paid. */
            bonus_commission_id: string | null;
        };
        ShopifyStaffMembers: {
            /** @description Whether the shop granted the optional `read_users` scope; without it `data` is empty. */
            granted: boolean;
            data: {
                /**
                 * @description The value `shopify_staff_member_id` takes.
                 * @example 103205625
                 */
                id: string;
                name: string;
                email: string | null;
                active: boolean;
            }[];
        };
        Staff: {
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "staff";
            handle: string;
            name: string;
            email: string | null;
            hourly_rate: string | null;
            commission_rate: string | null;
            /** @description SPEC §18: monthly sales goal, or null. */
            goal_amount: string | null;
            /** @description SPEC §18: bonus once a month when sales reach the goal. */
            goal_bonus: string | null;
            active: boolean;
            /**
             * @description The numeric id of the linked Shopify staff member, or null.
             * @example 103205625
             */
            shopify_staff_member_id: string | null;
            has_pin: boolean;
            notifications: components["schemas"]["NotificationPreferences"];
            payroll_ids: components["schemas"]["PayrollIds"];
            /** @description When the staff member last signed in to the staff app, or null. */
            last_sign_in_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            updated_at: string;
        };
        /** @description Email kinds this staff member receives; changed by the staff member only (PATCH /v1/me). */
        NotificationPreferences: {
            schedule: boolean;
            reminder: boolean;
            time_off: boolean;
            pay: boolean;
        };
        /** @description The staff member's id at each payroll provider (SPEC §19), or null where none. */
        PayrollIds: {
            /** @description The Gusto employee ID (6 letters or digits). */
            gusto: string | null;
            /** @description The ADP Workforce Now file number (51–999999). */
            adp_wfn: string | null;
            /** @description The Paychex Flex worker ID. */
            paychex_flex: string | null;
            /** @description The employee's display name in QuickBooks Online. */
            quickbooks: string | null;
        };
        PayrollIdsChange: {
            gusto?: string | null;
            adp_wfn?: string | null;
            paychex_flex?: string | null;
            quickbooks?: string | null;
        };
        InviteSent: {
            /** @constant */
            status: "sent";
        };
        Availability: {
            staff: string;
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            staff_id: string;
            weekly: {
                /** @enum {string} */
                weekday: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                /** @example 09:00 */
                start: string;
                /** @example 09:00 */
                end: string;
                /** @enum {string} */
                kind: "unavailable" | "preferred";
            }[];
            exceptions: {
                /**
                 * Format: date
                 * @example 2026-11-16
                 */
                date: string;
                ranges: {
                    /** @example 09:00 */
                    start: string;
                    /** @example 09:00 */
                    end: string;
                    /** @enum {string} */
                    kind: "unavailable" | "preferred";
                }[];
            }[];
            /** @description Null until availability is first set. */
            updated_at: string | null;
        };
        Notification: {
            /** @example ntf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "notification";
            /** @enum {string} */
            kind: "sign_in" | "schedule" | "reminder" | "time_off" | "pay" | "manager";
            staff: string | null;
            /** @description Null for manager emails. */
            staff_id: string | null;
            recipient: string;
            subject: string;
            /** @enum {string} */
            status: "queued" | "sent" | "failed";
            attempts: number;
            /** @description The SMTP reply or connection error of the last failed attempt. */
            last_error: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            sent_at: string | null;
        };
        Shop: {
            /** @constant */
            object: "shop";
            domain: string;
            name: string | null;
            timezone: string;
            /** @enum {string} */
            week_start: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
            /** @enum {string} */
            overtime_rule: "weekly_40" | "daily_8_weekly_40" | "none";
            currency: string;
            plan: string;
            /** @description True when the shop's POS asks staff no PIN: clock requests at POS then need the Shiftbook PIN. */
            pos_pin_required: boolean;
            /** @description True when staff see their rate, gross and commission amounts in the staff app (default false). */
            staff_see_pay: boolean;
            /** @description True (the default) when accepted shift requests wait for a manager (SPEC §17). */
            shift_requests_need_approval: boolean;
            /** @description Up to 10 addresses that receive manager emails. */
            manager_emails: string[];
            /** @description Minutes before a published shift that staff are reminded (5–2880), or null: off. */
            shift_reminder_minutes: number | null;
            payroll_export: components["schemas"]["PayrollExportSettings"];
            /** @description True when the instance has an SMTP server (SMTP_URL) to send emails. */
            email_enabled: boolean;
            usage: {
                active_staff: number;
                active_staff_limit: number | null;
                webhook_endpoints: number;
                webhook_endpoints_limit: number;
                requests_per_minute_limit: number;
            };
            /** @description The import of the shop's paid orders and refunds of the last 60 days from Shopify, started at install or when read_orders is granted; null when there is none (standalone). */
            order_import: {
                /** @enum {string} */
                status: "running" | "done" | "failed";
                orders_imported: number;
                refunds_imported: number;
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                started_at: string;
                finished_at: string | null;
            } | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            installed_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
        };
        /** @description What the payroll provider files need (SPEC §19): ADP and Paychex account codes, and the names of earnings and payroll items, each with its default unless changed. */
        PayrollExportSettings: {
            adp_wfn: {
                /** @description Co Code (2–3 characters); null: not set. */
                company_code: string | null;
                /** @description Batch ID; null: the run's period_end as YYMMDD. */
                batch_id: string | null;
                double_time_code: string;
                commission_code: string;
                paycheck_tips_code: string;
                cash_tips_memo_code: string;
            };
            paychex_flex: {
                /** @description The Paychex client ID; null: not set. */
                client_id: string | null;
                regular: string;
                overtime: string;
                double_time: string;
                commission: string;
                paycheck_tips: string;
                cash_tips: string;
            };
            quickbooks: {
                regular: string;
                overtime: string;
                double_time: string;
            };
        };
        PayrollExportChange: {
            adp_wfn?: {
                company_code?: string | null;
                batch_id?: string | null;
                double_time_code?: string | null;
                commission_code?: string | null;
                paycheck_tips_code?: string | null;
                cash_tips_memo_code?: string | null;
            };
            paychex_flex?: {
                client_id?: string | null;
                regular?: string | null;
                overtime?: string | null;
                double_time?: string | null;
                commission?: string | null;
                paycheck_tips?: string | null;
                cash_tips?: string | null;
            };
            quickbooks?: {
                regular?: string | null;
                overtime?: string | null;
                double_time?: string | null;
            };
        };
        ShopUpgrade: {
            /**
             * Format: uri
             * @description Shopify's page where the merchant approves the charge
             */
            confirmation_url: string;
        };
        PayrollRun: {
            /** @example run_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "payroll_run";
            /**
             * Format: date
             * @example 2026-11-16
             */
            period_start: string;
            /**
             * Format: date
             * @example 2026-11-16
             */
            period_end: string;
            /** @enum {string} */
            status: "draft" | "finalized";
            finalized_at: string | null;
            finalized_by: string | null;
            timesheet_count: number;
            commission_count: number;
            line_count: number;
            totals: {
                /** @example 866.88 */
                regular_pay: string;
                /** @example 866.88 */
                overtime_pay: string;
                /** @example 866.88 */
                commission: string;
                /** @example 866.88 */
                paycheck_tips: string;
                /** @example 866.88 */
                cash_tips: string;
                /** @example 866.88 */
                gross: string;
            };
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            updated_at: string;
        };
        PayrollLine: {
            /** @example pln_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "payroll_line";
            /** @example run_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            run: string;
            staff: string;
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            staff_id: string;
            regular_hours: number;
            overtime_hours: number;
            double_time_hours: number;
            rate: string | null;
            /** @example 866.88 */
            regular_pay: string;
            /** @example 866.88 */
            overtime_pay: string;
            /** @example 866.88 */
            commission: string;
            /**
             * @description Tips paid through payroll (SPEC §18–19); not in gross.
             * @example 866.88
             */
            paycheck_tips: string;
            /**
             * @description Tips already in hand, reported to payroll; not in gross.
             * @example 866.88
             */
            cash_tips: string;
            /** @example 866.88 */
            gross: string;
        };
        Commission: {
            /** @example com_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "commission";
            staff: string;
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            staff_id: string;
            /** @example 866.88 */
            sale_amount: string;
            /** @description Null when the lines differ in rate or pay per unit (commission rules). */
            rate: string | null;
            /** @example 866.88 */
            amount: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            occurred_at: string;
            /** @enum {string} */
            source: "manual" | "shopify_order" | "goal_bonus";
            reference: string | null;
            /**
             * @description The Shopify order (numeric id) a `shopify_order` commission comes from.
             * @example 5512345678901
             */
            order_id: string | null;
            /** @description The Shopify refund a negative commission claws back. */
            refund_id: string | null;
            payroll_run: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /** @description Per sale line; `[]` for manual commissions and those from before commission rules. */
            lines: components["schemas"]["CommissionLine"][];
        };
        CommissionLine: {
            /** @description The Shopify line item id. */
            line_id: string;
            /** @description The commission rule (`cmr_…`) that paid it; null for the staff member’s rate. */
            rule: string | null;
            /**
             * @description The net share of the line (negative on a clawback).
             * @example 866.88
             */
            basis: string;
            /** @description quantity × weight / Σ weights (negative on a clawback). */
            units: number;
            /** @example 866.88 */
            amount: string;
        };
        CommissionRule: {
            /** @example cmr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "commission_rule";
            name: string | null;
            product_ids: string[];
            variant_ids: string[];
            collection_ids: string[];
            vendors: string[];
            product_types: string[];
            skus: string[];
            /** @description Handles; `[]` is everyone. */
            staff: string[];
            staff_ids: string[];
            /** @example 5.00 */
            rate: string | null;
            amount_per_unit: string | null;
            starts_on: string | null;
            ends_on: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            updated_at: string;
        };
        CommissionRulePreview: {
            /**
             * Format: date
             * @description First local day of the orders read.
             * @example 2026-11-16
             */
            from: string;
            /**
             * Format: date
             * @description Last local day, included.
             * @example 2026-11-16
             */
            to: string;
            /** @description Orders with at least one line the rule would have paid. */
            orders: number;
            /** @description Staff members' shares of lines the rule would have paid. */
            lines: number;
            /**
             * @description Σ the net shares of those lines.
             * @example 866.88
             */
            sale_amount: string;
            /**
             * @description Σ each share paid at the rule and rounded on its own.
             * @example 866.88
             */
            amount: string;
            /** @description True when the range held more orders than a preview reads: the figures cover the earliest ones. */
            truncated: boolean;
            staff: {
                /** @description The staff member's handle. */
                staff: string;
                staff_id: string;
                lines: number;
                /** @example 866.88 */
                sale_amount: string;
                /** @example 866.88 */
                amount: string;
            }[];
        };
        WebhookEndpoint: {
            /** @example whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            url: string;
            events: string[];
            description: string | null;
            enabled: boolean;
            /** @description Why it is disabled: it answered 410 Gone (`endpoint_gone`), a user turned it off (`disabled_by_user`), or the app was uninstalled (`app_uninstalled`); null while enabled. */
            disabled_reason: ("endpoint_gone" | "disabled_by_user" | "app_uninstalled") | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            updated_at: string;
            /** @description whsec_…, present only in the answer that issues it. */
            secret?: string;
        };
        WebhookDelivery: {
            id: string;
            /** @constant */
            object: "webhook_delivery";
            /** @example whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            endpoint: string;
            /** @example evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            event_id: string;
            event_type: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: {
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                at: string;
                status_code: number | null;
                duration_ms: number;
                error: string | null;
            }[];
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
        };
        ApiToken: {
            /** @example tok_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "api_token";
            name: string;
            scopes: ("read_timesheets" | "write_timesheets" | "read_shifts" | "write_shifts" | "read_staff" | "write_staff" | "read_payroll" | "write_payroll" | "read_commissions" | "write_commissions" | "read_webhooks" | "write_webhooks" | "read_tokens" | "write_tokens" | "read_shop" | "write_shop" | "read_clock" | "write_clock")[];
            /** @description When it stops working: never later than the token it was made with, whose expiry or revocation ends it too. */
            expires_at: string | null;
            /**
             * @description Who made it: the id of the token it was made with (`tok_…`), `user:<id>` for the admin, or `cli`.
             * @example tok_…
             */
            created_by: string | null;
            last_used_at: string | null;
            revoked_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
        };
        CreatedApiToken: {
            /** @example tok_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "api_token";
            name: string;
            scopes: ("read_timesheets" | "write_timesheets" | "read_shifts" | "write_shifts" | "read_staff" | "write_staff" | "read_payroll" | "write_payroll" | "read_commissions" | "write_commissions" | "read_webhooks" | "write_webhooks" | "read_tokens" | "write_tokens" | "read_shop" | "write_shop" | "read_clock" | "write_clock")[];
            /** @description When it stops working: never later than the token it was made with, whose expiry or revocation ends it too. */
            expires_at: string | null;
            /**
             * @description Who made it: the id of the token it was made with (`tok_…`), `user:<id>` for the admin, or `cli`.
             * @example tok_…
             */
            created_by: string | null;
            last_used_at: string | null;
            revoked_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /**
             * @description The secret, shown in this answer only.
             * @example sbk_…
             */
            token: string;
        };
        Me: {
            /** @example stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            handle: string;
            name: string;
            email: string | null;
            active: boolean;
            notifications: components["schemas"]["NotificationPreferences"];
            shop: {
                domain: string;
                /** @description The shop's name, or its myshopify domain when the name is unknown. */
                name: string;
                timezone: string;
                /** @enum {string} */
                week_start: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                staff_see_pay: boolean;
            };
        };
        MyTimesheet: {
            /** @example tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /**
             * Format: date
             * @example 2026-11-16
             */
            week_start: string;
            /** @enum {string} */
            status: "pending" | "approved";
            hours: number;
            regular_hours: number;
            overtime_hours: number;
            double_time_hours: number;
            /** @description Only when the shop setting staff_see_pay is true. */
            rate?: string | null;
            /**
             * @description Only when the shop setting staff_see_pay is true.
             * @example 866.88
             */
            gross?: string;
        };
        MyCommission: {
            /** @example com_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            occurred_at: string;
            reference: string | null;
            /** @enum {string} */
            source: "manual" | "shopify_order" | "goal_bonus";
            /** @example 866.88 */
            sale_amount: string;
            /** @description Only when the shop setting staff_see_pay is true; null when lines differ in rate. */
            rate?: string | null;
            /**
             * @description Only when the shop setting staff_see_pay is true.
             * @example 866.88
             */
            amount?: string;
            /** @description Only when the shop setting staff_see_pay is true: per sale line (SPEC §18). */
            lines?: components["schemas"]["CommissionLine"][];
        };
        MyGoal: {
            /** @example 2026-11 */
            month: string;
            /** @description Only when the shop setting staff_see_pay is true; null without a goal. */
            goal_amount?: string | null;
            /** @description Only when the shop setting staff_see_pay is true; null without a goal. */
            goal_bonus?: string | null;
            /**
             * @description Only when the shop setting staff_see_pay is true.
             * @example 866.88
             */
            sales?: string;
            /** @description Only when the shop setting staff_see_pay is true: sales at the goal or more. */
            reached?: boolean;
            /** @description Only when the shop setting staff_see_pay is true: the month's goal bonus was paid. */
            bonus_paid?: boolean;
        };
        CalendarUrl: {
            /** @description The personal iCalendar feed: subscribe to it, keep it private. */
            url: string;
        };
        MyShiftRequest: {
            /** @example shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            object: "shift_request";
            /** @enum {string} */
            kind: "claim" | "swap" | "drop";
            /** @enum {string} */
            status: "pending" | "accepted" | "approved" | "declined" | "denied" | "cancelled" | "expired";
            /** @example shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            shift: string;
            /** @description Who offers the shift; null for a claim. */
            from_staff: string | null;
            from_staff_id: string | null;
            /** @description Who takes it: the colleague of a swap, the claimant, the taker of a drop. */
            to_staff: string | null;
            to_staff_id: string | null;
            note: string | null;
            reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            decided_at: string | null;
            decided_by: string | null;
            /** @description When and what the request's shift is (null only if it was deleted while being read: its requests go with it). */
            shift_detail: {
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                starts_at: string;
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                ends_at: string;
                break_minutes: number;
                role: string | null;
                location: string | null;
            } | null;
        };
        ShiftMovedEvent: {
            /** @example evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            type: "shift.moved";
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /** @example x.myshopify.com */
            shop: string;
            data: {
                /** @example shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
                id: string;
                /** @constant */
                object: "shift";
                /** @description Handle of the staff member; null for an open shift (SPEC §17). */
                staff: string | null;
                staff_id: string | null;
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                starts_at: string;
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                ends_at: string;
                break_minutes: number;
                location: string | null;
                role: string | null;
                note: string | null;
                /** @description Staff see the shift: its week was published. A new or copied shift is a draft. */
                published: boolean;
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @example 2026-11-16T09:00:00Z
                 */
                updated_at: string;
                /** @description The moved fields as they were before the move. */
                previous: {
                    staff?: string;
                    staff_id?: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-16T09:00:00Z
                     */
                    starts_at?: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-16T09:00:00Z
                     */
                    ends_at?: string;
                    location?: string | null;
                };
            };
        };
        TimesheetApprovedEvent: {
            /** @example evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            type: "timesheet.approved";
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /** @example x.myshopify.com */
            shop: string;
            data: components["schemas"]["Timesheet"];
        };
        SchedulePublishedEvent: {
            /** @example evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            type: "schedule.published";
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /** @example x.myshopify.com */
            shop: string;
            data: {
                /**
                 * Format: date
                 * @description The `week` sent to POST /v1/shifts/publish.
                 * @example 2026-11-16
                 */
                week: string;
                /**
                 * Format: date
                 * @description The first day of the work week published.
                 * @example 2026-11-16
                 */
                week_start: string;
                /** @description Shifts this publication published (at least 1). */
                published: number;
                /** @description Every shift of the week, all published: the schedule staff see. At most 2,000, the most a week holds (about 340 bytes each). */
                shifts: components["schemas"]["Shift"][];
            };
        };
        WebhookTestEvent: {
            /** @example evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O */
            id: string;
            /** @constant */
            type: "webhook.test";
            /**
             * Format: date-time
             * @example 2026-11-16T09:00:00Z
             */
            created_at: string;
            /** @example x.myshopify.com */
            shop: string;
            data: {
                /**
                 * @description The endpoint that was asked to receive it.
                 * @example whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O
                 */
                endpoint_id: string;
                /** @example A test event from Shiftbook: this endpoint is reachable and verifies signatures. */
                message: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getV1Timesheets: {
        parameters: {
            query: {
                week: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Weekly summary of the work week containing `week` */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "week": "2026-11-16",
                     *       "approved": 1,
                     *       "pending": 1,
                     *       "gross": "866.88",
                     *       "entries": [
                     *         {
                     *           "staff": "ana",
                     *           "hours": 45,
                     *           "rate": "18.25",
                     *           "overtime": 5,
                     *           "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "status": "pending",
                     *           "gross": "866.88"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WeekSummary"];
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1TimesheetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A timesheet with its entries and pay */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "timesheet",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "week_start": "2026-11-16",
                     *       "week_end": "2026-11-22",
                     *       "status": "pending",
                     *       "hours": 45,
                     *       "regular_hours": 40,
                     *       "overtime_hours": 5,
                     *       "double_time_hours": 0,
                     *       "rate": "18.25",
                     *       "regular_pay": "730.00",
                     *       "overtime_pay": "136.88",
                     *       "double_time_pay": "0.00",
                     *       "gross": "866.88",
                     *       "approved_at": "2026-11-16T09:00:00Z",
                     *       "approved_by": "user:1",
                     *       "entries": [
                     *         {
                     *           "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "time_entry",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "started_at": "2026-11-16T09:00:00Z",
                     *           "ended_at": "2026-11-16T17:00:00Z",
                     *           "break_minutes": 30,
                     *           "hours": 45,
                     *           "note": "Covering for Sam",
                     *           "source": "manual",
                     *           "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "location_id": "74582867",
                     *           "break_started_at": null,
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Timesheet"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1TimesheetsByIdApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Approve a timesheet (approving an approved one changes nothing) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "timesheet",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "week_start": "2026-11-16",
                     *       "week_end": "2026-11-22",
                     *       "status": "pending",
                     *       "hours": 45,
                     *       "regular_hours": 40,
                     *       "overtime_hours": 5,
                     *       "double_time_hours": 0,
                     *       "rate": "18.25",
                     *       "regular_pay": "730.00",
                     *       "overtime_pay": "136.88",
                     *       "double_time_pay": "0.00",
                     *       "gross": "866.88",
                     *       "approved_at": "2026-11-16T09:00:00Z",
                     *       "approved_by": "user:1",
                     *       "entries": [
                     *         {
                     *           "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "time_entry",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "started_at": "2026-11-16T09:00:00Z",
                     *           "ended_at": "2026-11-16T17:00:00Z",
                     *           "break_minutes": 30,
                     *           "hours": 45,
                     *           "note": "Covering for Sam",
                     *           "source": "manual",
                     *           "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "location_id": "74582867",
                     *           "break_started_at": null,
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Timesheet"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1TimesheetsByIdReopen: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Missed a Sunday shift"
                 *     }
                 */
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Reopen an approved timesheet, with a reason */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "timesheet",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "week_start": "2026-11-16",
                     *       "week_end": "2026-11-22",
                     *       "status": "pending",
                     *       "hours": 45,
                     *       "regular_hours": 40,
                     *       "overtime_hours": 5,
                     *       "double_time_hours": 0,
                     *       "rate": "18.25",
                     *       "regular_pay": "730.00",
                     *       "overtime_pay": "136.88",
                     *       "double_time_pay": "0.00",
                     *       "gross": "866.88",
                     *       "approved_at": "2026-11-16T09:00:00Z",
                     *       "approved_by": "user:1",
                     *       "entries": [
                     *         {
                     *           "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "time_entry",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "started_at": "2026-11-16T09:00:00Z",
                     *           "ended_at": "2026-11-16T17:00:00Z",
                     *           "break_minutes": 30,
                     *           "hours": 45,
                     *           "note": "Covering for Sam",
                     *           "source": "manual",
                     *           "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "location_id": "74582867",
                     *           "break_started_at": null,
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Timesheet"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1TimeEntries: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                week?: string;
                staff?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List time entries */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "time_entry",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "started_at": "2026-11-16T09:00:00Z",
                     *           "ended_at": "2026-11-16T17:00:00Z",
                     *           "break_minutes": 30,
                     *           "hours": 45,
                     *           "note": "Covering for Sam",
                     *           "source": "manual",
                     *           "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "location_id": "74582867",
                     *           "break_started_at": null,
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TimeEntry"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1TimeEntries: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "staff": "ana",
                 *       "started_at": "2026-11-16T09:00:00Z",
                 *       "ended_at": "2026-11-16T17:00:00Z"
                 *     }
                 */
                "application/json": {
                    staff: string;
                    /**
                     * Format: date-time
                     * @description Years 1970–9998; fractional seconds are dropped.
                     * @example 2026-11-16T09:00:00Z
                     */
                    started_at: string;
                    ended_at?: string | null;
                    break_minutes?: number;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Record a time entry */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_entry",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "started_at": "2026-11-16T09:00:00Z",
                     *       "ended_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "hours": 45,
                     *       "note": "Covering for Sam",
                     *       "source": "manual",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "location_id": "74582867",
                     *       "break_started_at": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeEntry"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1TimeEntriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A time entry */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_entry",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "started_at": "2026-11-16T09:00:00Z",
                     *       "ended_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "hours": 45,
                     *       "note": "Covering for Sam",
                     *       "source": "manual",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "location_id": "74582867",
                     *       "break_started_at": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeEntry"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteV1TimeEntriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a time entry */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id",
                     *       "object": "time_entry",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @constant */
                        object: "time_entry";
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1TimeEntriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Closed the till"
                 *     }
                 */
                "application/json": {
                    staff?: string;
                    /**
                     * Format: date-time
                     * @description Years 1970–9998; fractional seconds are dropped.
                     * @example 2026-11-16T09:00:00Z
                     */
                    started_at?: string;
                    ended_at?: string | null;
                    break_minutes?: number;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Change a time entry */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_entry",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "started_at": "2026-11-16T09:00:00Z",
                     *       "ended_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "hours": 45,
                     *       "note": "Covering for Sam",
                     *       "source": "manual",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "location_id": "74582867",
                     *       "break_started_at": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeEntry"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Shifts: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                from?: string;
                to?: string;
                staff?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List shifts */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "shift",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "starts_at": "2026-11-16T09:00:00Z",
                     *           "ends_at": "2026-11-16T17:00:00Z",
                     *           "break_minutes": 30,
                     *           "location": "Main street",
                     *           "role": "Cashier",
                     *           "note": "Covering for Sam",
                     *           "published": true,
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Shift"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1Shifts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "staff": "ana",
                 *       "starts_at": "2026-11-16T09:00:00Z",
                 *       "ends_at": "2026-11-16T17:00:00Z"
                 *     }
                 */
                "application/json": {
                    /** @description Id or handle; null for an open shift (SPEC §17). */
                    staff: string | null;
                    /**
                     * Format: date-time
                     * @description Years 1970–9998; fractional seconds are dropped.
                     * @example 2026-11-16T09:00:00Z
                     */
                    starts_at: string;
                    /**
                     * Format: date-time
                     * @description Years 1970–9998; fractional seconds are dropped.
                     * @example 2026-11-16T09:00:00Z
                     */
                    ends_at: string;
                    break_minutes?: number;
                    location?: string | null;
                    role?: string | null;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Schedule a shift (a draft until its week is published) */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_at": "2026-11-16T09:00:00Z",
                     *       "ends_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "location": "Main street",
                     *       "role": "Cashier",
                     *       "note": "Covering for Sam",
                     *       "published": true,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z",
                     *       "warnings": [
                     *         {
                     *           "code": "unavailable",
                     *           "detail": "detail",
                     *           "starts_at": "2026-11-16T09:00:00Z",
                     *           "ends_at": "2026-11-16T17:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftWrite"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, time_off, invalid_span, week_full, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ShiftsPublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "week": "2026-11-16"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Any date of the shop's work week to publish.
                     * @example 2026-11-16
                     */
                    week: string;
                };
            };
        };
        responses: {
            /** @description Publish every draft shift of a work week (sends one `schedule.published` when any was a draft) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "week": "2026-11-16",
                     *       "published": 1
                     *     }
                     */
                    "application/json": components["schemas"]["PublishAnswer"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, week_full, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ShiftsCopy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from_week": "2026-11-16",
                 *       "to_week": "2026-11-23"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description Any date of the work week to copy.
                     * @example 2026-11-16
                     */
                    from_week: string;
                    /**
                     * Format: date
                     * @description Any date of the work week to copy it to (another week).
                     * @example 2026-11-16
                     */
                    to_week: string;
                    /** @description Only this staff member's shifts (id or handle). */
                    staff?: string;
                };
            };
        };
        responses: {
            /** @description Copy a work week of shifts to another week at the same local times, as drafts; copies in the way are skipped with a reason */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "created": [
                     *         {
                     *           "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "shift",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "starts_at": "2026-11-16T09:00:00Z",
                     *           "ends_at": "2026-11-16T17:00:00Z",
                     *           "break_minutes": 30,
                     *           "location": "Main street",
                     *           "role": "Cashier",
                     *           "note": "Covering for Sam",
                     *           "published": true,
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z",
                     *           "warnings": [
                     *             {
                     *               "code": "unavailable",
                     *               "detail": "detail",
                     *               "starts_at": "2026-11-16T09:00:00Z",
                     *               "ends_at": "2026-11-16T17:00:00Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "skipped": [
                     *         {
                     *           "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "reason": "inactive_staff",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "starts_at": "2026-11-16T09:00:00Z",
                     *           "ends_at": "2026-11-16T17:00:00Z",
                     *           "conflict": "conflict"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CopyAnswer"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, week_full, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1ShiftsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A shift */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_at": "2026-11-16T09:00:00Z",
                     *       "ends_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "location": "Main street",
                     *       "role": "Cashier",
                     *       "note": "Covering for Sam",
                     *       "published": true,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Shift"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteV1ShiftsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a shift */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id",
                     *       "object": "shift",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @constant */
                        object: "shift";
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1ShiftsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "starts_at": "2026-11-16T10:00:00Z",
                 *       "ends_at": "2026-11-16T18:00:00Z"
                 *     }
                 */
                "application/json": {
                    /** @description Id or handle; null makes it an open shift (SPEC §17). */
                    staff?: string | null;
                    /**
                     * Format: date-time
                     * @description Years 1970–9998; fractional seconds are dropped.
                     * @example 2026-11-16T09:00:00Z
                     */
                    starts_at?: string;
                    /**
                     * Format: date-time
                     * @description Years 1970–9998; fractional seconds are dropped.
                     * @example 2026-11-16T09:00:00Z
                     */
                    ends_at?: string;
                    break_minutes?: number;
                    location?: string | null;
                    role?: string | null;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Change or move a shift (a move sends `shift.moved`) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_at": "2026-11-16T09:00:00Z",
                     *       "ends_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "location": "Main street",
                     *       "role": "Cashier",
                     *       "note": "Covering for Sam",
                     *       "published": true,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z",
                     *       "warnings": [
                     *         {
                     *           "code": "unavailable",
                     *           "detail": "detail",
                     *           "starts_at": "2026-11-16T09:00:00Z",
                     *           "ends_at": "2026-11-16T17:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftWrite"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, time_off, invalid_span, week_full, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1ShiftRequests: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                status?: "pending" | "accepted" | "approved" | "declined" | "denied" | "cancelled" | "expired";
                kind?: "claim" | "swap" | "drop";
                staff?: string;
                shift?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shift requests (claims, swaps, drops), filtered by status, kind, staff, shift and start */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "shift_request",
                     *           "kind": "claim",
                     *           "status": "pending",
                     *           "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "from_staff": "from staff",
                     *           "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "to_staff": "to staff",
                     *           "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "note": "Covering for Sam",
                     *           "reason": "Missed a Sunday shift",
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "decided_at": "2026-11-16T09:00:00Z",
                     *           "decided_by": "decided by"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ShiftRequest"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1ShiftRequestsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A shift request */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift_request",
                     *       "kind": "claim",
                     *       "status": "pending",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "from_staff": "from staff",
                     *       "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "to_staff": "to staff",
                     *       "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "note": "Covering for Sam",
                     *       "reason": "Missed a Sunday shift",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by"
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftRequest"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ShiftRequestsByIdApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Approve an accepted shift request */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift_request",
                     *       "kind": "claim",
                     *       "status": "pending",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "from_staff": "from staff",
                     *       "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "to_staff": "to staff",
                     *       "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "note": "Covering for Sam",
                     *       "reason": "Missed a Sunday shift",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by"
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftRequest"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, request_state, shift_started, already_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, overlap, time_off, staff_inactive */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ShiftRequestsByIdDeny: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Deny an accepted shift request */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift_request",
                     *       "kind": "claim",
                     *       "status": "pending",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "from_staff": "from staff",
                     *       "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "to_staff": "to staff",
                     *       "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "note": "Covering for Sam",
                     *       "reason": "Missed a Sunday shift",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by"
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftRequest"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, request_state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1TimeOff: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                from?: string;
                to?: string;
                staff?: string;
                status?: "requested" | "approved" | "denied" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List time off (filters: days from–to, staff, status) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "time_off",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "starts_on": "2026-11-16",
                     *           "ends_on": "2026-11-16",
                     *           "kind": "vacation",
                     *           "note": "Covering for Sam",
                     *           "status": "requested",
                     *           "decided_at": "2026-11-16T09:00:00Z",
                     *           "decided_by": "decided by",
                     *           "decision_reason": "decision reason",
                     *           "conflicting_shifts": [
                     *             "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *           ],
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TimeOff"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1TimeOff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "staff": "ana",
                 *       "starts_on": "2026-11-18",
                 *       "ends_on": "2026-11-20",
                 *       "kind": "vacation"
                 *     }
                 */
                "application/json": {
                    staff: string;
                    /**
                     * Format: date
                     * @example 2026-11-16
                     */
                    starts_on: string;
                    /**
                     * Format: date
                     * @example 2026-11-16
                     */
                    ends_on: string;
                    /** @enum {string} */
                    kind: "vacation" | "sick" | "unpaid" | "other";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Request time off (status `requested`) */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_off",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "kind": "vacation",
                     *       "note": "Covering for Sam",
                     *       "status": "requested",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by",
                     *       "decision_reason": "decision reason",
                     *       "conflicting_shifts": [
                     *         "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOff"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1TimeOffById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A time off, with the shifts on its days */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_off",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "kind": "vacation",
                     *       "note": "Covering for Sam",
                     *       "status": "requested",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by",
                     *       "decision_reason": "decision reason",
                     *       "conflicting_shifts": [
                     *         "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOff"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1TimeOffById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Back on Monday"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @example 2026-11-16
                     */
                    starts_on?: string;
                    /**
                     * Format: date
                     * @example 2026-11-16
                     */
                    ends_on?: string;
                    /** @enum {string} */
                    kind?: "vacation" | "sick" | "unpaid" | "other";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Change the days, kind or note of a request (409 once decided) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_off",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "kind": "vacation",
                     *       "note": "Covering for Sam",
                     *       "status": "requested",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by",
                     *       "decision_reason": "decision reason",
                     *       "conflicting_shifts": [
                     *         "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOff"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1TimeOffByIdApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Approve a request; its days then refuse new and moved shifts (409 unless requested) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_off",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "kind": "vacation",
                     *       "note": "Covering for Sam",
                     *       "status": "requested",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by",
                     *       "decision_reason": "decision reason",
                     *       "conflicting_shifts": [
                     *         "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOff"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1TimeOffByIdDeny: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Inventory week"
                 *     }
                 */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Deny a request, with an optional reason (409 unless requested) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_off",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "kind": "vacation",
                     *       "note": "Covering for Sam",
                     *       "status": "requested",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by",
                     *       "decision_reason": "decision reason",
                     *       "conflicting_shifts": [
                     *         "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOff"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Clock: {
        parameters: {
            query?: {
                staff?: string;
                shopify_staff_member_id?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who is working: every active staff member's clock state and next published shift (or one member's), the shop and the caller's scopes */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "shop": {
                     *         "domain": "x.myshopify.com",
                     *         "name": "Shiftbook Demo",
                     *         "timezone": "America/New_York"
                     *       },
                     *       "scopes": [
                     *         "read_clock",
                     *         "write_clock"
                     *       ],
                     *       "data": [
                     *         {
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "name": "Ana Lima",
                     *           "state": "off",
                     *           "since": "2026-11-16T09:00:00Z",
                     *           "entry": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "has_pin": true,
                     *           "shopify_staff_member_id": "103205625",
                     *           "hours_this_week": 1,
                     *           "next_shift": {
                     *             "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *             "starts_at": "2026-11-16T09:00:00Z",
                     *             "ends_at": "2026-11-16T17:00:00Z"
                     *           },
                     *           "overdue": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ClockBoard"];
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ClockIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "staff": "ana",
                 *       "pin": "0042"
                 *     }
                 */
                "application/json": {
                    /** @description The staff member, by id or handle. */
                    staff?: string;
                    /**
                     * @description Instead of `staff`: the Shopify staff member pinned in at POS, linked on the Staff page.
                     * @example 103205625
                     */
                    shopify_staff_member_id?: string;
                    /**
                     * @description The staff member's PIN, as a string; needed with a kiosk's token. A value that is not their PIN, whatever its form, is a 403 invalid_pin.
                     * @example 0042
                     */
                    pin?: string | null;
                    /**
                     * Format: date-time
                     * @description When it happened, for a device that was offline: at most 60 s ahead, 24 h back. Default now.
                     * @example 2026-11-16T09:00:00Z
                     */
                    at?: string;
                    /**
                     * @description The POS location the action comes from, kept on the entry.
                     * @example 74236690
                     */
                    location_id?: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Clock in: opens a time entry (201) */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_entry",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "started_at": "2026-11-16T09:00:00Z",
                     *       "ended_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "hours": 45,
                     *       "note": "Covering for Sam",
                     *       "source": "manual",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "location_id": "74582867",
                     *       "break_started_at": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeEntry"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, invalid_pin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, already_clocked_in, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, staff_not_linked, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited, pin_locked */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ClockOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "staff": "ana",
                 *       "pin": "0042"
                 *     }
                 */
                "application/json": {
                    /** @description The staff member, by id or handle. */
                    staff?: string;
                    /**
                     * @description Instead of `staff`: the Shopify staff member pinned in at POS, linked on the Staff page.
                     * @example 103205625
                     */
                    shopify_staff_member_id?: string;
                    /**
                     * @description The staff member's PIN, as a string; needed with a kiosk's token. A value that is not their PIN, whatever its form, is a 403 invalid_pin.
                     * @example 0042
                     */
                    pin?: string | null;
                    /**
                     * Format: date-time
                     * @description When it happened, for a device that was offline: at most 60 s ahead, 24 h back. Default now.
                     * @example 2026-11-16T09:00:00Z
                     */
                    at?: string;
                    /**
                     * @description The POS location the action comes from, kept on the entry.
                     * @example 74236690
                     */
                    location_id?: string;
                };
            };
        };
        responses: {
            /** @description Clock out, ending an open break first */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_entry",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "started_at": "2026-11-16T09:00:00Z",
                     *       "ended_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "hours": 45,
                     *       "note": "Covering for Sam",
                     *       "source": "manual",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "location_id": "74582867",
                     *       "break_started_at": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeEntry"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, invalid_pin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, not_clocked_in, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, staff_not_linked, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited, pin_locked */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ClockBreakStart: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "staff": "ana",
                 *       "pin": "0042"
                 *     }
                 */
                "application/json": {
                    /** @description The staff member, by id or handle. */
                    staff?: string;
                    /**
                     * @description Instead of `staff`: the Shopify staff member pinned in at POS, linked on the Staff page.
                     * @example 103205625
                     */
                    shopify_staff_member_id?: string;
                    /**
                     * @description The staff member's PIN, as a string; needed with a kiosk's token. A value that is not their PIN, whatever its form, is a 403 invalid_pin.
                     * @example 0042
                     */
                    pin?: string | null;
                    /**
                     * Format: date-time
                     * @description When it happened, for a device that was offline: at most 60 s ahead, 24 h back. Default now.
                     * @example 2026-11-16T09:00:00Z
                     */
                    at?: string;
                    /**
                     * @description The POS location the action comes from, kept on the entry.
                     * @example 74236690
                     */
                    location_id?: string;
                };
            };
        };
        responses: {
            /** @description Start a break */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_entry",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "started_at": "2026-11-16T09:00:00Z",
                     *       "ended_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "hours": 45,
                     *       "note": "Covering for Sam",
                     *       "source": "manual",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "location_id": "74582867",
                     *       "break_started_at": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeEntry"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, invalid_pin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, on_break, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, staff_not_linked, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited, pin_locked */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ClockBreakEnd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "staff": "ana",
                 *       "pin": "0042"
                 *     }
                 */
                "application/json": {
                    /** @description The staff member, by id or handle. */
                    staff?: string;
                    /**
                     * @description Instead of `staff`: the Shopify staff member pinned in at POS, linked on the Staff page.
                     * @example 103205625
                     */
                    shopify_staff_member_id?: string;
                    /**
                     * @description The staff member's PIN, as a string; needed with a kiosk's token. A value that is not their PIN, whatever its form, is a 403 invalid_pin.
                     * @example 0042
                     */
                    pin?: string | null;
                    /**
                     * Format: date-time
                     * @description When it happened, for a device that was offline: at most 60 s ahead, 24 h back. Default now.
                     * @example 2026-11-16T09:00:00Z
                     */
                    at?: string;
                    /**
                     * @description The POS location the action comes from, kept on the entry.
                     * @example 74236690
                     */
                    location_id?: string;
                };
            };
        };
        responses: {
            /** @description End a break: its whole minutes join `break_minutes` */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_entry",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "started_at": "2026-11-16T09:00:00Z",
                     *       "ended_at": "2026-11-16T17:00:00Z",
                     *       "break_minutes": 30,
                     *       "hours": 45,
                     *       "note": "Covering for Sam",
                     *       "source": "manual",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "location_id": "74582867",
                     *       "break_started_at": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeEntry"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, invalid_pin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, not_on_break, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, staff_not_linked, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited, pin_locked */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Attendance: {
        parameters: {
            query: {
                week: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Schedule against clock for the work week containing `week` */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "week": "2026-11-16",
                     *       "data": [
                     *         {
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "date": "2026-11-16",
                     *           "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "scheduled_start": "2026-11-16T09:00:00Z",
                     *           "scheduled_end": "2026-11-16T17:00:00Z",
                     *           "entry": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "clocked_in_at": "2026-11-16T09:00:00Z",
                     *           "clocked_out_at": "2026-11-16T17:02:00Z",
                     *           "late_minutes": 1,
                     *           "early_leave_minutes": 1,
                     *           "status": "on_time"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Attendance"];
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Sales: {
        parameters: {
            query: {
                from: string;
                to: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sales against labour, one row per local day from `from` to `to` (at most 366 days) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": "2026-11-16",
                     *       "to": "2026-11-16",
                     *       "data": [
                     *         {
                     *           "date": "2026-11-16",
                     *           "orders": 1,
                     *           "sales": "3520.00",
                     *           "tips": "866.88",
                     *           "labour_hours": 61.5,
                     *           "labour_cost": "866.88",
                     *           "labour_percent": "23.45"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Sales"];
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Tips: {
        parameters: {
            query: {
                from: string;
                to: string;
                staff?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Paycheck and cash tips per local day and staff member, from `from` to `to` (at most 366 days) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": "2026-11-16",
                     *       "to": "2026-11-16",
                     *       "data": [
                     *         {
                     *           "date": "2026-11-16",
                     *           "staff": "ana",
                     *           "staff_id": "staff id",
                     *           "paycheck_tips": "866.88",
                     *           "cash_tips": "866.88"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Tips"];
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1SalesGoals: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each staff member's sales goal and the month's sales toward it */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "month": "2026-11",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "goal_amount": "3000.00",
                     *           "goal_bonus": "150.00",
                     *           "sales": "3520.00",
                     *           "reached": true,
                     *           "bonus_commission_id": "com_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["GoalProgress"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1ShopifyStaffMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop's Shopify staff to link staff to (needs the optional read_users scope) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "granted": true,
                     *       "data": [
                     *         {
                     *           "id": "103205625",
                     *           "name": "Ana Lima",
                     *           "email": "ana@example.com",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ShopifyStaffMembers"];
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Staff: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List staff */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "staff",
                     *           "handle": "ana",
                     *           "name": "Ana Lima",
                     *           "email": "ana@example.com",
                     *           "hourly_rate": "18.25",
                     *           "commission_rate": "5.00",
                     *           "goal_amount": "3000.00",
                     *           "goal_bonus": "150.00",
                     *           "active": true,
                     *           "shopify_staff_member_id": "103205625",
                     *           "has_pin": true,
                     *           "notifications": {
                     *             "schedule": true,
                     *             "reminder": true,
                     *             "time_off": true,
                     *             "pay": true
                     *           },
                     *           "payroll_ids": {
                     *             "gusto": "gusto",
                     *             "adp_wfn": "adp wfn",
                     *             "paychex_flex": "paychex flex",
                     *             "quickbooks": "quickbooks"
                     *           },
                     *           "last_sign_in_at": "2026-11-16T09:00:00Z",
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Staff"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1Staff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "handle": "ana",
                 *       "name": "Ana Lima",
                 *       "hourly_rate": "18.25"
                 *     }
                 */
                "application/json": {
                    handle: string;
                    name: string;
                    /** Format: email */
                    email?: string | null;
                    hourly_rate?: string | null;
                    commission_rate?: string | null;
                    /** @description SPEC §18: monthly sales goal; set with goal_bonus, or both null. */
                    goal_amount?: string | null;
                    /** @description SPEC §18: paid once a local month when sales reach goal_amount. */
                    goal_bonus?: string | null;
                    active?: boolean;
                    shopify_staff_member_id?: string | null;
                    pin?: string | null;
                    payroll_ids?: components["schemas"]["PayrollIdsChange"];
                };
            };
        };
        responses: {
            /** @description Add a staff member */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "staff",
                     *       "handle": "ana",
                     *       "name": "Ana Lima",
                     *       "email": "ana@example.com",
                     *       "hourly_rate": "18.25",
                     *       "commission_rate": "5.00",
                     *       "goal_amount": "3000.00",
                     *       "goal_bonus": "150.00",
                     *       "active": true,
                     *       "shopify_staff_member_id": "103205625",
                     *       "has_pin": true,
                     *       "notifications": {
                     *         "schedule": true,
                     *         "reminder": true,
                     *         "time_off": true,
                     *         "pay": true
                     *       },
                     *       "payroll_ids": {
                     *         "gusto": "gusto",
                     *         "adp_wfn": "adp wfn",
                     *         "paychex_flex": "paychex flex",
                     *         "quickbooks": "quickbooks"
                     *       },
                     *       "last_sign_in_at": "2026-11-16T09:00:00Z",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Staff"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description plan_limit */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict, email_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, invalid_email */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1StaffByRef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (`stf_…`) or the handle. */
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A staff member, by id or handle */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "staff",
                     *       "handle": "ana",
                     *       "name": "Ana Lima",
                     *       "email": "ana@example.com",
                     *       "hourly_rate": "18.25",
                     *       "commission_rate": "5.00",
                     *       "goal_amount": "3000.00",
                     *       "goal_bonus": "150.00",
                     *       "active": true,
                     *       "shopify_staff_member_id": "103205625",
                     *       "has_pin": true,
                     *       "notifications": {
                     *         "schedule": true,
                     *         "reminder": true,
                     *         "time_off": true,
                     *         "pay": true
                     *       },
                     *       "payroll_ids": {
                     *         "gusto": "gusto",
                     *         "adp_wfn": "adp wfn",
                     *         "paychex_flex": "paychex flex",
                     *         "quickbooks": "quickbooks"
                     *       },
                     *       "last_sign_in_at": "2026-11-16T09:00:00Z",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Staff"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1StaffByRef: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                /** @description The id (`stf_…`) or the handle. */
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hourly_rate": "19.00"
                 *     }
                 */
                "application/json": {
                    handle?: string;
                    name?: string;
                    /** Format: email */
                    email?: string | null;
                    hourly_rate?: string | null;
                    commission_rate?: string | null;
                    /** @description SPEC §18: monthly sales goal; set with goal_bonus, or both null. */
                    goal_amount?: string | null;
                    /** @description SPEC §18: paid once a local month when sales reach goal_amount. */
                    goal_bonus?: string | null;
                    active?: boolean;
                    shopify_staff_member_id?: string | null;
                    pin?: string | null;
                    payroll_ids?: components["schemas"]["PayrollIdsChange"];
                };
            };
        };
        responses: {
            /** @description Change a staff member */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "staff",
                     *       "handle": "ana",
                     *       "name": "Ana Lima",
                     *       "email": "ana@example.com",
                     *       "hourly_rate": "18.25",
                     *       "commission_rate": "5.00",
                     *       "goal_amount": "3000.00",
                     *       "goal_bonus": "150.00",
                     *       "active": true,
                     *       "shopify_staff_member_id": "103205625",
                     *       "has_pin": true,
                     *       "notifications": {
                     *         "schedule": true,
                     *         "reminder": true,
                     *         "time_off": true,
                     *         "pay": true
                     *       },
                     *       "payroll_ids": {
                     *         "gusto": "gusto",
                     *         "adp_wfn": "adp wfn",
                     *         "paychex_flex": "paychex flex",
                     *         "quickbooks": "quickbooks"
                     *       },
                     *       "last_sign_in_at": "2026-11-16T09:00:00Z",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Staff"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description plan_limit */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict, email_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, invalid_email */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1StaffByRefInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id (`stf_…`) or the handle. */
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Email a staff member an invite to the staff app */
            202: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "sent"
                     *     }
                     */
                    "application/json": components["schemas"]["InviteSent"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, no_email, staff_inactive */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1StaffByRefAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (`stf_…`) or the handle. */
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A staff member's availability: weekly ranges and dated exceptions */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "weekly": [
                     *         {
                     *           "weekday": "monday",
                     *           "start": "09:00",
                     *           "end": "09:00",
                     *           "kind": "unavailable"
                     *         }
                     *       ],
                     *       "exceptions": [
                     *         {
                     *           "date": "2026-11-16",
                     *           "ranges": [
                     *             {
                     *               "start": "09:00",
                     *               "end": "09:00",
                     *               "kind": "unavailable"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putV1StaffByRefAvailability: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id (`stf_…`) or the handle. */
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "weekly": [
                 *         {
                 *           "weekday": "monday",
                 *           "start": "00:00",
                 *           "end": "12:00",
                 *           "kind": "unavailable"
                 *         },
                 *         {
                 *           "weekday": "saturday",
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "kind": "preferred"
                 *         }
                 *       ],
                 *       "exceptions": [
                 *         {
                 *           "date": "2026-12-24",
                 *           "ranges": [
                 *             {
                 *               "start": "14:00",
                 *               "end": "24:00",
                 *               "kind": "unavailable"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    weekly: {
                        /** @enum {string} */
                        weekday: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                        /** @enum {string} */
                        kind: "unavailable" | "preferred";
                    }[];
                    exceptions: {
                        /**
                         * Format: date
                         * @example 2026-11-16
                         */
                        date: string;
                        ranges: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                            /** @enum {string} */
                            kind: "unavailable" | "preferred";
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Replace a staff member's availability */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "weekly": [
                     *         {
                     *           "weekday": "monday",
                     *           "start": "09:00",
                     *           "end": "09:00",
                     *           "kind": "unavailable"
                     *         }
                     *       ],
                     *       "exceptions": [
                     *         {
                     *           "date": "2026-11-16",
                     *           "ranges": [
                     *             {
                     *               "start": "09:00",
                     *               "end": "09:00",
                     *               "kind": "unavailable"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, invalid_range, overlapping_ranges, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Notifications: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                kind?: "sign_in" | "schedule" | "reminder" | "time_off" | "pay" | "manager";
                status?: "queued" | "sent" | "failed";
                staff?: string;
                recipient?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List emails sent (filters: kind, status, staff, recipient, days from–to) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ntf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "notification",
                     *           "kind": "sign_in",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "recipient": "recipient",
                     *           "subject": "subject",
                     *           "status": "queued",
                     *           "attempts": 1,
                     *           "last_error": "last error",
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "sent_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Notification"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1NotificationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An email and how its sending went */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ntf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "notification",
                     *       "kind": "sign_in",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "recipient": "recipient",
                     *       "subject": "subject",
                     *       "status": "queued",
                     *       "attempts": 1,
                     *       "last_error": "last error",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "sent_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1NotificationsByIdRetry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Send a failed email again, with a fresh attempt schedule (409 unless failed) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ntf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "notification",
                     *       "kind": "sign_in",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "recipient": "recipient",
                     *       "subject": "subject",
                     *       "status": "queued",
                     *       "attempts": 1,
                     *       "last_error": "last error",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "sent_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Shop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shop settings, plan and usage */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "shop",
                     *       "domain": "x.myshopify.com",
                     *       "name": "Ana Lima",
                     *       "timezone": "America/New_York",
                     *       "week_start": "monday",
                     *       "overtime_rule": "weekly_40",
                     *       "currency": "USD",
                     *       "plan": "free",
                     *       "pos_pin_required": true,
                     *       "staff_see_pay": true,
                     *       "shift_requests_need_approval": true,
                     *       "manager_emails": [
                     *         "manager emails"
                     *       ],
                     *       "shift_reminder_minutes": 1,
                     *       "payroll_export": {
                     *         "adp_wfn": {
                     *           "company_code": "company code",
                     *           "batch_id": "batch id",
                     *           "double_time_code": "double time code",
                     *           "commission_code": "commission code",
                     *           "paycheck_tips_code": "paycheck tips code",
                     *           "cash_tips_memo_code": "cash tips memo code"
                     *         },
                     *         "paychex_flex": {
                     *           "client_id": "client id",
                     *           "regular": "regular",
                     *           "overtime": "overtime",
                     *           "double_time": "double time",
                     *           "commission": "12.50",
                     *           "paycheck_tips": "paycheck tips",
                     *           "cash_tips": "cash tips"
                     *         },
                     *         "quickbooks": {
                     *           "regular": "regular",
                     *           "overtime": "overtime",
                     *           "double_time": "double time"
                     *         }
                     *       },
                     *       "email_enabled": true,
                     *       "usage": {
                     *         "active_staff": 1,
                     *         "active_staff_limit": 1,
                     *         "webhook_endpoints": 1,
                     *         "webhook_endpoints_limit": 1,
                     *         "requests_per_minute_limit": 1
                     *       },
                     *       "order_import": {
                     *         "status": "running",
                     *         "orders_imported": 1,
                     *         "refunds_imported": 1,
                     *         "started_at": "2026-11-16T09:00:00Z",
                     *         "finished_at": "2026-11-16T09:00:00Z"
                     *       },
                     *       "installed_at": "2026-11-16T09:00:00Z",
                     *       "created_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Shop"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1Shop: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "overtime_rule": "weekly_40"
                 *     }
                 */
                "application/json": {
                    timezone?: string;
                    /** @enum {string} */
                    week_start?: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                    /** @enum {string} */
                    overtime_rule?: "weekly_40" | "daily_8_weekly_40" | "none";
                    pos_pin_required?: boolean;
                    staff_see_pay?: boolean;
                    shift_requests_need_approval?: boolean;
                    manager_emails?: string[];
                    shift_reminder_minutes?: number | null;
                    payroll_export?: components["schemas"]["PayrollExportChange"];
                };
            };
        };
        responses: {
            /** @description Change shop settings */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "shop",
                     *       "domain": "x.myshopify.com",
                     *       "name": "Ana Lima",
                     *       "timezone": "America/New_York",
                     *       "week_start": "monday",
                     *       "overtime_rule": "weekly_40",
                     *       "currency": "USD",
                     *       "plan": "free",
                     *       "pos_pin_required": true,
                     *       "staff_see_pay": true,
                     *       "shift_requests_need_approval": true,
                     *       "manager_emails": [
                     *         "manager emails"
                     *       ],
                     *       "shift_reminder_minutes": 1,
                     *       "payroll_export": {
                     *         "adp_wfn": {
                     *           "company_code": "company code",
                     *           "batch_id": "batch id",
                     *           "double_time_code": "double time code",
                     *           "commission_code": "commission code",
                     *           "paycheck_tips_code": "paycheck tips code",
                     *           "cash_tips_memo_code": "cash tips memo code"
                     *         },
                     *         "paychex_flex": {
                     *           "client_id": "client id",
                     *           "regular": "regular",
                     *           "overtime": "overtime",
                     *           "double_time": "double time",
                     *           "commission": "12.50",
                     *           "paycheck_tips": "paycheck tips",
                     *           "cash_tips": "cash tips"
                     *         },
                     *         "quickbooks": {
                     *           "regular": "regular",
                     *           "overtime": "overtime",
                     *           "double_time": "double time"
                     *         }
                     *       },
                     *       "email_enabled": true,
                     *       "usage": {
                     *         "active_staff": 1,
                     *         "active_staff_limit": 1,
                     *         "webhook_endpoints": 1,
                     *         "webhook_endpoints_limit": 1,
                     *         "requests_per_minute_limit": 1
                     *       },
                     *       "order_import": {
                     *         "status": "running",
                     *         "orders_imported": 1,
                     *         "refunds_imported": 1,
                     *         "started_at": "2026-11-16T09:00:00Z",
                     *         "finished_at": "2026-11-16T09:00:00Z"
                     *       },
                     *       "installed_at": "2026-11-16T09:00:00Z",
                     *       "created_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Shop"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, invalid_email */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1ShopUpgrade: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Start the pro plan through Shopify billing (embedded admin session token only) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "confirmation_url": "https://example.com/hooks/shiftbook"
                     *     }
                     */
                    "application/json": components["schemas"]["ShopUpgrade"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description service_unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1PayrollRuns: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List payroll runs */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "run_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "payroll_run",
                     *           "period_start": "2026-11-01",
                     *           "period_end": "2026-11-30",
                     *           "status": "draft",
                     *           "finalized_at": "2026-11-16T09:00:00Z",
                     *           "finalized_by": "finalized by",
                     *           "timesheet_count": 1,
                     *           "commission_count": 1,
                     *           "line_count": 1,
                     *           "totals": {
                     *             "regular_pay": "730.00",
                     *             "overtime_pay": "136.88",
                     *             "commission": "12.50",
                     *             "paycheck_tips": "866.88",
                     *             "cash_tips": "866.88",
                     *             "gross": "866.88"
                     *           },
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PayrollRun"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1PayrollRuns: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "period_start": "2026-11-01",
                 *       "period_end": "2026-11-30"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @example 2026-11-16
                     */
                    period_start: string;
                    /**
                     * Format: date
                     * @example 2026-11-16
                     */
                    period_end: string;
                };
            };
        };
        responses: {
            /** @description Create a draft payroll run for a period */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "run_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "payroll_run",
                     *       "period_start": "2026-11-01",
                     *       "period_end": "2026-11-30",
                     *       "status": "draft",
                     *       "finalized_at": "2026-11-16T09:00:00Z",
                     *       "finalized_by": "finalized by",
                     *       "timesheet_count": 1,
                     *       "commission_count": 1,
                     *       "line_count": 1,
                     *       "totals": {
                     *         "regular_pay": "730.00",
                     *         "overtime_pay": "136.88",
                     *         "commission": "12.50",
                     *         "paycheck_tips": "866.88",
                     *         "cash_tips": "866.88",
                     *         "gross": "866.88"
                     *       },
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollRun"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1PayrollRunsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A payroll run */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "run_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "payroll_run",
                     *       "period_start": "2026-11-01",
                     *       "period_end": "2026-11-30",
                     *       "status": "draft",
                     *       "finalized_at": "2026-11-16T09:00:00Z",
                     *       "finalized_by": "finalized by",
                     *       "timesheet_count": 1,
                     *       "commission_count": 1,
                     *       "line_count": 1,
                     *       "totals": {
                     *         "regular_pay": "730.00",
                     *         "overtime_pay": "136.88",
                     *         "commission": "12.50",
                     *         "paycheck_tips": "866.88",
                     *         "cash_tips": "866.88",
                     *         "gross": "866.88"
                     *       },
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollRun"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1PayrollRunsByIdExport: {
        parameters: {
            query: {
                format: "gusto" | "adp_wfn" | "paychex_flex" | "quickbooks";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A payroll run as a payroll provider's import file */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example last_name,first_name,title,gusto_employee_id,regular_hours,overtime_hours,double_overtime_hours,missed_break_hours,bonus,commission,paycheck_tips,cash_tips,correction_payment,reimbursement,personal_note
                     *     Lima,Ana,,A1B2C3,40.00,5.00,,,,64.23,,,,,
                     */
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payroll_settings_missing, payroll_id_missing */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1PayrollRunsByIdFinalize: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Finalize a payroll run (it becomes immutable) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "run_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "payroll_run",
                     *       "period_start": "2026-11-01",
                     *       "period_end": "2026-11-30",
                     *       "status": "draft",
                     *       "finalized_at": "2026-11-16T09:00:00Z",
                     *       "finalized_by": "finalized by",
                     *       "timesheet_count": 1,
                     *       "commission_count": 1,
                     *       "line_count": 1,
                     *       "totals": {
                     *         "regular_pay": "730.00",
                     *         "overtime_pay": "136.88",
                     *         "commission": "12.50",
                     *         "paycheck_tips": "866.88",
                     *         "cash_tips": "866.88",
                     *         "gross": "866.88"
                     *       },
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollRun"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1PayrollLines: {
        parameters: {
            query: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                run: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lines of a payroll run, per staff member */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "pln_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "payroll_line",
                     *           "run": "run_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "regular_hours": 40,
                     *           "overtime_hours": 5,
                     *           "double_time_hours": 0,
                     *           "rate": "18.25",
                     *           "regular_pay": "730.00",
                     *           "overtime_pay": "136.88",
                     *           "commission": "12.50",
                     *           "paycheck_tips": "866.88",
                     *           "cash_tips": "866.88",
                     *           "gross": "866.88"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PayrollLine"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Commissions: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                from?: string;
                to?: string;
                staff?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List commissions */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "com_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "commission",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "sale_amount": "250.00",
                     *           "rate": "18.25",
                     *           "amount": "12.50",
                     *           "occurred_at": "2026-11-16T09:00:00Z",
                     *           "source": "manual",
                     *           "reference": "#1001",
                     *           "order_id": "5512345678901",
                     *           "refund_id": "1032876459",
                     *           "payroll_run": "payroll run",
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "lines": [
                     *             {
                     *               "line_id": "line id",
                     *               "rule": "rule",
                     *               "basis": "866.88",
                     *               "units": 1,
                     *               "amount": "12.50"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Commission"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1Commissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "staff": "ana",
                 *       "sale_amount": "250.00",
                 *       "rate": "5.00",
                 *       "occurred_at": "2026-11-16T12:00:00Z"
                 *     }
                 */
                "application/json": {
                    staff: string;
                    /**
                     * @description At most "100000000.00".
                     * @example 18.25
                     */
                    sale_amount: string;
                    /**
                     * @description From "0.00" to "100.00".
                     * @example 5.00
                     */
                    rate?: string;
                    /**
                     * Format: date-time
                     * @description Years 1970–9998; fractional seconds are dropped.
                     * @example 2026-11-16T09:00:00Z
                     */
                    occurred_at: string;
                    reference?: string | null;
                    /** @enum {string} */
                    source?: "manual";
                };
            };
        };
        responses: {
            /** @description Record a commission */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "com_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "commission",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "sale_amount": "250.00",
                     *       "rate": "18.25",
                     *       "amount": "12.50",
                     *       "occurred_at": "2026-11-16T09:00:00Z",
                     *       "source": "manual",
                     *       "reference": "#1001",
                     *       "order_id": "5512345678901",
                     *       "refund_id": "1032876459",
                     *       "payroll_run": "payroll run",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "lines": [
                     *         {
                     *           "line_id": "line id",
                     *           "rule": "rule",
                     *           "basis": "866.88",
                     *           "units": 1,
                     *           "amount": "12.50"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Commission"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1CommissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A commission */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "com_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "commission",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "sale_amount": "250.00",
                     *       "rate": "18.25",
                     *       "amount": "12.50",
                     *       "occurred_at": "2026-11-16T09:00:00Z",
                     *       "source": "manual",
                     *       "reference": "#1001",
                     *       "order_id": "5512345678901",
                     *       "refund_id": "1032876459",
                     *       "payroll_run": "payroll run",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "lines": [
                     *         {
                     *           "line_id": "line id",
                     *           "rule": "rule",
                     *           "basis": "866.88",
                     *           "units": 1,
                     *           "amount": "12.50"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Commission"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1CommissionRules: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                staff?: string;
                active_on?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List commission rules */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cmr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "commission_rule",
                     *           "name": "Ana Lima",
                     *           "product_ids": [
                     *             "product ids"
                     *           ],
                     *           "variant_ids": [
                     *             "variant ids"
                     *           ],
                     *           "collection_ids": [
                     *             "collection ids"
                     *           ],
                     *           "vendors": [
                     *             "vendors"
                     *           ],
                     *           "product_types": [
                     *             "product types"
                     *           ],
                     *           "skus": [
                     *             "skus"
                     *           ],
                     *           "staff": [
                     *             "ana"
                     *           ],
                     *           "staff_ids": [
                     *             "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *           ],
                     *           "rate": "18.25",
                     *           "amount_per_unit": "866.88",
                     *           "starts_on": "2026-11-16",
                     *           "ends_on": "2026-11-16",
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CommissionRule"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1CommissionRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Boots",
                 *       "product_types": [
                 *         "boots"
                 *       ],
                 *       "rate": "8.00",
                 *       "staff": [
                 *         "ana"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name?: string | null;
                    product_ids?: string[];
                    variant_ids?: string[];
                    collection_ids?: string[];
                    /** @description Any case. */
                    vendors?: string[];
                    /** @description Any case. */
                    product_types?: string[];
                    /** @description Prefixes, exact case. */
                    skus?: string[];
                    /** @description Ids or handles; absent or `[]` is everyone. */
                    staff?: string[];
                    /**
                     * @description From "0.00" to "100.00".
                     * @example 5.00
                     */
                    rate?: string;
                    /**
                     * @description At most "1000000.00".
                     * @example 18.25
                     */
                    amount_per_unit?: string;
                    /** @description Local, inclusive; null is open. */
                    starts_on?: string | null;
                    /** @description Local, inclusive; null is open. */
                    ends_on?: string | null;
                };
            };
        };
        responses: {
            /** @description Create a commission rule */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cmr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "commission_rule",
                     *       "name": "Ana Lima",
                     *       "product_ids": [
                     *         "product ids"
                     *       ],
                     *       "variant_ids": [
                     *         "variant ids"
                     *       ],
                     *       "collection_ids": [
                     *         "collection ids"
                     *       ],
                     *       "vendors": [
                     *         "vendors"
                     *       ],
                     *       "product_types": [
                     *         "product types"
                     *       ],
                     *       "skus": [
                     *         "skus"
                     *       ],
                     *       "staff": [
                     *         "ana"
                     *       ],
                     *       "staff_ids": [
                     *         "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "rate": "18.25",
                     *       "amount_per_unit": "866.88",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CommissionRule"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, rule_matches_nothing, unknown_staff, invalid_range, too_many_rules */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1CommissionRulesPreview: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Boots",
                 *       "product_types": [
                 *         "boots"
                 *       ],
                 *       "rate": "8.00",
                 *       "staff": [
                 *         "ana"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name?: string | null;
                    product_ids?: string[];
                    variant_ids?: string[];
                    collection_ids?: string[];
                    /** @description Any case. */
                    vendors?: string[];
                    /** @description Any case. */
                    product_types?: string[];
                    /** @description Prefixes, exact case. */
                    skus?: string[];
                    /** @description Ids or handles; absent or `[]` is everyone. */
                    staff?: string[];
                    /**
                     * @description From "0.00" to "100.00".
                     * @example 5.00
                     */
                    rate?: string;
                    /**
                     * @description At most "1000000.00".
                     * @example 18.25
                     */
                    amount_per_unit?: string;
                    /** @description Local, inclusive; null is open. */
                    starts_on?: string | null;
                    /** @description Local, inclusive; null is open. */
                    ends_on?: string | null;
                };
            };
        };
        responses: {
            /** @description What a commission rule (the body of a create) would have paid on the orders recorded from `from` to `to` (default last local month, at most 93 days) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": "2026-11-16",
                     *       "to": "2026-11-16",
                     *       "orders": 1,
                     *       "lines": 1,
                     *       "sale_amount": "250.00",
                     *       "amount": "12.50",
                     *       "truncated": true,
                     *       "staff": [
                     *         {
                     *           "staff": "ana",
                     *           "staff_id": "staff id",
                     *           "lines": 1,
                     *           "sale_amount": "250.00",
                     *           "amount": "12.50"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CommissionRulePreview"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, rule_matches_nothing, unknown_staff, invalid_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1CommissionRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A commission rule */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cmr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "commission_rule",
                     *       "name": "Ana Lima",
                     *       "product_ids": [
                     *         "product ids"
                     *       ],
                     *       "variant_ids": [
                     *         "variant ids"
                     *       ],
                     *       "collection_ids": [
                     *         "collection ids"
                     *       ],
                     *       "vendors": [
                     *         "vendors"
                     *       ],
                     *       "product_types": [
                     *         "product types"
                     *       ],
                     *       "skus": [
                     *         "skus"
                     *       ],
                     *       "staff": [
                     *         "ana"
                     *       ],
                     *       "staff_ids": [
                     *         "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "rate": "18.25",
                     *       "amount_per_unit": "866.88",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CommissionRule"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteV1CommissionRulesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a commission rule */
            204: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1CommissionRulesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rate": "10.00",
                 *       "ends_on": "2026-12-31"
                 *     }
                 */
                "application/json": {
                    name?: string | null;
                    product_ids?: string[];
                    variant_ids?: string[];
                    collection_ids?: string[];
                    /** @description Any case. */
                    vendors?: string[];
                    /** @description Any case. */
                    product_types?: string[];
                    /** @description Prefixes, exact case. */
                    skus?: string[];
                    /** @description Ids or handles; absent or `[]` is everyone. */
                    staff?: string[];
                    /**
                     * @description From "0.00" to "100.00".
                     * @example 5.00
                     */
                    rate?: string;
                    /**
                     * @description At most "1000000.00".
                     * @example 18.25
                     */
                    amount_per_unit?: string;
                    /** @description Local, inclusive; null is open. */
                    starts_on?: string | null;
                    /** @description Local, inclusive; null is open. */
                    ends_on?: string | null;
                };
            };
        };
        responses: {
            /** @description Change a commission rule (orders already recorded keep their commissions) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cmr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "commission_rule",
                     *       "name": "Ana Lima",
                     *       "product_ids": [
                     *         "product ids"
                     *       ],
                     *       "variant_ids": [
                     *         "variant ids"
                     *       ],
                     *       "collection_ids": [
                     *         "collection ids"
                     *       ],
                     *       "vendors": [
                     *         "vendors"
                     *       ],
                     *       "product_types": [
                     *         "product types"
                     *       ],
                     *       "skus": [
                     *         "skus"
                     *       ],
                     *       "staff": [
                     *         "ana"
                     *       ],
                     *       "staff_ids": [
                     *         "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "rate": "18.25",
                     *       "amount_per_unit": "866.88",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CommissionRule"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, rule_matches_nothing, unknown_staff, invalid_range, too_many_rules */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Webhooks: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List webhook endpoints */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "webhook_endpoint",
                     *           "url": "https://example.com/hooks/shiftbook",
                     *           "events": [
                     *             "events"
                     *           ],
                     *           "description": "Payroll sync",
                     *           "enabled": true,
                     *           "disabled_reason": null,
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z",
                     *           "secret": "secret"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1Webhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/hooks/shiftbook",
                 *       "events": [
                 *         "shift.moved"
                 *       ]
                 *     }
                 */
                "application/json": {
                    url: string;
                    events: ("shift.moved" | "timesheet.approved" | "schedule.published")[];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Add a webhook endpoint (the answer holds its secret, once) */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://example.com/hooks/shiftbook",
                     *       "events": [
                     *         "events"
                     *       ],
                     *       "description": "Payroll sync",
                     *       "enabled": true,
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z",
                     *       "secret": "secret"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description plan_limit */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1WebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A webhook endpoint */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://example.com/hooks/shiftbook",
                     *       "events": [
                     *         "events"
                     *       ],
                     *       "description": "Payroll sync",
                     *       "enabled": true,
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z",
                     *       "secret": "secret"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteV1WebhooksById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a webhook endpoint */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id",
                     *       "object": "webhook_endpoint",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @constant */
                        object: "webhook_endpoint";
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1WebhooksById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Payroll sync"
                 *     }
                 */
                "application/json": {
                    url?: string;
                    events?: ("shift.moved" | "timesheet.approved" | "schedule.published")[];
                    description?: string | null;
                    enabled?: boolean;
                    /** @constant */
                    rotate_secret?: true;
                };
            };
        };
        responses: {
            /** @description Change, enable, disable or rotate the secret of a webhook endpoint */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://example.com/hooks/shiftbook",
                     *       "events": [
                     *         "events"
                     *       ],
                     *       "description": "Payroll sync",
                     *       "enabled": true,
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z",
                     *       "secret": "secret"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description plan_limit */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1WebhooksByIdDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deliveries to a webhook endpoint, with every attempt */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "id",
                     *           "object": "webhook_delivery",
                     *           "endpoint": "whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "event_id": "evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "event_type": "shift.moved",
                     *           "status": "pending",
                     *           "attempts": [
                     *             {
                     *               "at": "2026-11-16T09:00:00Z",
                     *               "status_code": 200,
                     *               "duration_ms": 182,
                     *               "error": "connect ECONNREFUSED"
                     *             }
                     *           ],
                     *           "next_attempt_at": "2026-11-16T09:00:00Z",
                     *           "created_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1WebhooksByIdDeliveriesByDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Send a delivery again now */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id",
                     *       "object": "webhook_delivery",
                     *       "endpoint": "whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "event_id": "evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "event_type": "shift.moved",
                     *       "status": "pending",
                     *       "attempts": [
                     *         {
                     *           "at": "2026-11-16T09:00:00Z",
                     *           "status_code": 200,
                     *           "duration_ms": 182,
                     *           "error": "connect ECONNREFUSED"
                     *         }
                     *       ],
                     *       "next_attempt_at": "2026-11-16T09:00:00Z",
                     *       "created_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1WebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Send a signed `webhook.test` event to this endpoint alone, through the outbox like any event (202: the delivery, pending; 409 when the endpoint is disabled) */
            202: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id",
                     *       "object": "webhook_delivery",
                     *       "endpoint": "whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "event_id": "evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "event_type": "shift.moved",
                     *       "status": "pending",
                     *       "attempts": [
                     *         {
                     *           "at": "2026-11-16T09:00:00Z",
                     *           "status_code": 200,
                     *           "duration_ms": 182,
                     *           "error": "connect ECONNREFUSED"
                     *         }
                     *       ],
                     *       "next_attempt_at": "2026-11-16T09:00:00Z",
                     *       "created_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict, state_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Tokens: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List API tokens (never the tokens themselves) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tok_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "api_token",
                     *           "name": "Ana Lima",
                     *           "scopes": [
                     *             "read_timesheets"
                     *           ],
                     *           "expires_at": "2026-11-16T09:00:00Z",
                     *           "created_by": "tok_…",
                     *           "last_used_at": "2026-11-16T09:00:00Z",
                     *           "revoked_at": null,
                     *           "created_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ApiToken"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1Tokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Payroll export",
                 *       "scopes": [
                 *         "read_payroll"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    scopes: ("read_timesheets" | "write_timesheets" | "read_shifts" | "write_shifts" | "read_staff" | "write_staff" | "read_payroll" | "write_payroll" | "read_commissions" | "write_commissions" | "read_webhooks" | "write_webhooks" | "read_tokens" | "write_tokens" | "read_shop" | "write_shop" | "read_clock" | "write_clock")[];
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Create an API token; the answer shows it once */
            201: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tok_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "api_token",
                     *       "name": "Ana Lima",
                     *       "scopes": [
                     *         "read_timesheets"
                     *       ],
                     *       "expires_at": "2026-11-16T09:00:00Z",
                     *       "created_by": "tok_…",
                     *       "last_used_at": "2026-11-16T09:00:00Z",
                     *       "revoked_at": null,
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "token": "sbk_…"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedApiToken"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch, rule_violation, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1TokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An API token (never the token itself) */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tok_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "api_token",
                     *       "name": "Ana Lima",
                     *       "scopes": [
                     *         "read_timesheets"
                     *       ],
                     *       "expires_at": "2026-11-16T09:00:00Z",
                     *       "created_by": "tok_…",
                     *       "last_used_at": "2026-11-16T09:00:00Z",
                     *       "revoked_at": null,
                     *       "created_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteV1TokensById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeats with the same key and body answer the first answer for 24 h. */
                "Idempotency-Key"?: string;
                /** @description The ETag last read; a stale one is a 412. */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke an API token; it stops working with the next request */
            200: {
                headers: {
                    /** @description Remaining requests and seconds to reset, e.g. `"default";r=59;t=42`. */
                    RateLimit?: string;
                    /** @description The quota, e.g. `"default";q=60;w=60` (60 requests per 60 s). */
                    "RateLimit-Policy"?: string;
                    /** @description The request id, also in every problem. */
                    "X-Request-Id"?: string;
                    /** @description Strong tag of this representation, for If-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "id",
                     *       "object": "api_token",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @constant */
                        object: "api_token";
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description precondition_failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_mismatch */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1Me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in staff member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "handle": "ana",
                     *       "name": "Ana Lima",
                     *       "email": "ana@example.com",
                     *       "active": true,
                     *       "notifications": {
                     *         "schedule": true,
                     *         "reminder": true,
                     *         "time_off": true,
                     *         "pay": true
                     *       },
                     *       "shop": {
                     *         "domain": "x.myshopify.com",
                     *         "name": "Ana Lima",
                     *         "timezone": "America/New_York",
                     *         "week_start": "monday",
                     *         "staff_see_pay": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchV1Me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notifications": {
                 *         "reminder": false
                 *       }
                 *     }
                 */
                "application/json": {
                    name?: string;
                    notifications?: {
                        schedule?: boolean;
                        reminder?: boolean;
                        time_off?: boolean;
                        pay?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Change my name or email preferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "handle": "ana",
                     *       "name": "Ana Lima",
                     *       "email": "ana@example.com",
                     *       "active": true,
                     *       "notifications": {
                     *         "schedule": true,
                     *         "reminder": true,
                     *         "time_off": true,
                     *         "pay": true
                     *       },
                     *       "shop": {
                     *         "domain": "x.myshopify.com",
                     *         "name": "Ana Lima",
                     *         "timezone": "America/New_York",
                     *         "week_start": "monday",
                     *         "staff_see_pay": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1MeShifts: {
        parameters: {
            query?: {
                format?: "json" | "csv";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My published shifts (days from–to, at most 93) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "shift",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "starts_at": "2026-11-16T09:00:00Z",
                     *           "ends_at": "2026-11-16T17:00:00Z",
                     *           "break_minutes": 30,
                     *           "location": "Main street",
                     *           "role": "Cashier",
                     *           "note": "Covering for Sam",
                     *           "published": true,
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Shift"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1MeTimesheets: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My timesheets (week starts from–to) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "week_start": "2026-11-16",
                     *           "status": "pending",
                     *           "hours": 45,
                     *           "regular_hours": 40,
                     *           "overtime_hours": 5,
                     *           "double_time_hours": 0,
                     *           "rate": "18.25",
                     *           "gross": "866.88"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["MyTimesheet"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1MeCommissions: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My commissions (days from–to) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "com_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "occurred_at": "2026-11-16T09:00:00Z",
                     *           "reference": "#1001",
                     *           "source": "manual",
                     *           "sale_amount": "250.00",
                     *           "rate": "18.25",
                     *           "amount": "12.50",
                     *           "lines": [
                     *             {
                     *               "line_id": "line id",
                     *               "rule": "rule",
                     *               "basis": "866.88",
                     *               "units": 1,
                     *               "amount": "12.50"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["MyCommission"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1MeGoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My sales goal and sales this month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "month": "2026-11",
                     *       "goal_amount": "3000.00",
                     *       "goal_bonus": "150.00",
                     *       "sales": "3520.00",
                     *       "reached": true,
                     *       "bonus_paid": true
                     *     }
                     */
                    "application/json": components["schemas"]["MyGoal"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1MeTimeOff: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My time off (days from–to) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "time_off",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "starts_on": "2026-11-16",
                     *           "ends_on": "2026-11-16",
                     *           "kind": "vacation",
                     *           "note": "Covering for Sam",
                     *           "status": "requested",
                     *           "decided_at": "2026-11-16T09:00:00Z",
                     *           "decided_by": "decided by",
                     *           "decision_reason": "decision reason",
                     *           "conflicting_shifts": [
                     *             "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *           ],
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TimeOff"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1MeTimeOff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "starts_on": "2026-12-21",
                 *       "ends_on": "2026-12-24",
                 *       "kind": "vacation",
                 *       "note": "Family visit"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @example 2026-11-16
                     */
                    starts_on: string;
                    /**
                     * Format: date
                     * @example 2026-11-16
                     */
                    ends_on: string;
                    /** @enum {string} */
                    kind: "vacation" | "sick" | "unpaid" | "other";
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Request time off */
            201: {
                headers: {
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_off",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "kind": "vacation",
                     *       "note": "Covering for Sam",
                     *       "status": "requested",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by",
                     *       "decision_reason": "decision reason",
                     *       "conflicting_shifts": [
                     *         "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOff"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rule_violation, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1MeTimeOffByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel my time off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tof_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "time_off",
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "starts_on": "2026-11-16",
                     *       "ends_on": "2026-11-16",
                     *       "kind": "vacation",
                     *       "note": "Covering for Sam",
                     *       "status": "requested",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by",
                     *       "decision_reason": "decision reason",
                     *       "conflicting_shifts": [
                     *         "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O"
                     *       ],
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimeOff"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_cancellable */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1MeCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My calendar feed URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://example.com/hooks/shiftbook"
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarUrl"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1MeCalendarReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Replace my calendar feed URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://example.com/hooks/shiftbook"
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarUrl"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1MeAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My availability */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "weekly": [
                     *         {
                     *           "weekday": "monday",
                     *           "start": "09:00",
                     *           "end": "09:00",
                     *           "kind": "unavailable"
                     *         }
                     *       ],
                     *       "exceptions": [
                     *         {
                     *           "date": "2026-11-16",
                     *           "ranges": [
                     *             {
                     *               "start": "09:00",
                     *               "end": "09:00",
                     *               "kind": "unavailable"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putV1MeAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "weekly": [
                 *         {
                 *           "weekday": "monday",
                 *           "start": "00:00",
                 *           "end": "12:00",
                 *           "kind": "unavailable"
                 *         },
                 *         {
                 *           "weekday": "saturday",
                 *           "start": "09:00",
                 *           "end": "17:00",
                 *           "kind": "preferred"
                 *         }
                 *       ],
                 *       "exceptions": [
                 *         {
                 *           "date": "2026-12-24",
                 *           "ranges": [
                 *             {
                 *               "start": "14:00",
                 *               "end": "24:00",
                 *               "kind": "unavailable"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    weekly: {
                        /** @enum {string} */
                        weekday: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                        /** @example 09:00 */
                        start: string;
                        /** @example 09:00 */
                        end: string;
                        /** @enum {string} */
                        kind: "unavailable" | "preferred";
                    }[];
                    exceptions: {
                        /**
                         * Format: date
                         * @example 2026-11-16
                         */
                        date: string;
                        ranges: {
                            /** @example 09:00 */
                            start: string;
                            /** @example 09:00 */
                            end: string;
                            /** @enum {string} */
                            kind: "unavailable" | "preferred";
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Replace my availability */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "staff": "ana",
                     *       "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "weekly": [
                     *         {
                     *           "weekday": "monday",
                     *           "start": "09:00",
                     *           "end": "09:00",
                     *           "kind": "unavailable"
                     *         }
                     *       ],
                     *       "exceptions": [
                     *         {
                     *           "date": "2026-11-16",
                     *           "ranges": [
                     *             {
                     *               "start": "09:00",
                     *               "end": "09:00",
                     *               "kind": "unavailable"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "updated_at": "2026-11-16T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rule_violation, invalid_range, overlapping_ranges, out_of_range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1MeOpenShifts: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open shifts I may claim (published, not started, fitting my schedule) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "shift",
                     *           "staff": "ana",
                     *           "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "starts_at": "2026-11-16T09:00:00Z",
                     *           "ends_at": "2026-11-16T17:00:00Z",
                     *           "break_minutes": 30,
                     *           "location": "Main street",
                     *           "role": "Cashier",
                     *           "note": "Covering for Sam",
                     *           "published": true,
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "updated_at": "2026-11-16T09:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Shift"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1MeOpenShiftsByShiftClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shift: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Claim an open shift, or take one offered to all */
            201: {
                headers: {
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift_request",
                     *       "kind": "claim",
                     *       "status": "pending",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "from_staff": "from staff",
                     *       "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "to_staff": "to staff",
                     *       "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "note": "Covering for Sam",
                     *       "reason": "Missed a Sunday shift",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by"
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftRequest"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description shift_started, request_open, already_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rule_violation, overlap, time_off, staff_inactive, same_staff */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1MeShiftsByIdOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to_staff": "bea",
                 *       "note": "Family dinner"
                 *     }
                 */
                "application/json": {
                    /** @description A colleague (a swap); absent: every eligible one (a drop). */
                    to_staff?: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Offer my shift to a colleague (a swap) or to everyone eligible (a drop) */
            201: {
                headers: {
                    /** @description The URL of the created resource. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift_request",
                     *       "kind": "claim",
                     *       "status": "pending",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "from_staff": "from staff",
                     *       "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "to_staff": "to staff",
                     *       "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "note": "Covering for Sam",
                     *       "reason": "Missed a Sunday shift",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by"
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftRequest"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description shift_started, request_open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rule_violation, overlap, time_off, staff_inactive, same_staff, unknown_staff */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getV1MeShiftRequests: {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My shift requests: offers and claims I made, offers made to me */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "object": "shift_request",
                     *           "kind": "claim",
                     *           "status": "pending",
                     *           "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "from_staff": "from staff",
                     *           "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "to_staff": "to staff",
                     *           "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *           "note": "Covering for Sam",
                     *           "reason": "Missed a Sunday shift",
                     *           "created_at": "2026-11-16T09:00:00Z",
                     *           "decided_at": "2026-11-16T09:00:00Z",
                     *           "decided_by": "decided by",
                     *           "shift_detail": {
                     *             "starts_at": "2026-11-16T09:00:00Z",
                     *             "ends_at": "2026-11-16T17:00:00Z",
                     *             "break_minutes": 30,
                     *             "role": "Cashier",
                     *             "location": "Main street"
                     *           }
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["MyShiftRequest"][];
                        has_more: boolean;
                        next_cursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description validation_error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1MeShiftRequestsByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Accept a shift request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift_request",
                     *       "kind": "claim",
                     *       "status": "pending",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "from_staff": "from staff",
                     *       "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "to_staff": "to staff",
                     *       "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "note": "Covering for Sam",
                     *       "reason": "Missed a Sunday shift",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by"
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftRequest"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description shift_started, request_state, already_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rule_violation, overlap, time_off, staff_inactive, same_staff */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1MeShiftRequestsByIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Decline a shift request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift_request",
                     *       "kind": "claim",
                     *       "status": "pending",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "from_staff": "from staff",
                     *       "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "to_staff": "to staff",
                     *       "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "note": "Covering for Sam",
                     *       "reason": "Missed a Sunday shift",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by"
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftRequest"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description request_state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postV1MeShiftRequestsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Cancel a shift request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shr_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "object": "shift_request",
                     *       "kind": "claim",
                     *       "status": "pending",
                     *       "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "from_staff": "from staff",
                     *       "from_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "to_staff": "to staff",
                     *       "to_staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                     *       "note": "Covering for Sam",
                     *       "reason": "Missed a Sunday shift",
                     *       "created_at": "2026-11-16T09:00:00Z",
                     *       "decided_at": "2026-11-16T09:00:00Z",
                     *       "decided_by": "decided by"
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftRequest"];
                };
            };
            /** @description validation_error, invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description staff_session_required */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description origin_mismatch */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description request_state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rule_violation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    webhookShiftMoved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`), the same on every attempt: deduplicate by it. */
                "webhook-id": string;
                /** @description When this attempt was sent, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per signing secret, separated by spaces. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *       "type": "shift.moved",
                 *       "created_at": "2026-11-16T09:00:00Z",
                 *       "shop": "x.myshopify.com",
                 *       "data": {
                 *         "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *         "object": "shift",
                 *         "staff": "ana",
                 *         "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *         "starts_at": "2026-11-16T09:00:00Z",
                 *         "ends_at": "2026-11-16T17:00:00Z",
                 *         "break_minutes": 30,
                 *         "location": "Main street",
                 *         "role": "Cashier",
                 *         "note": "Covering for Sam",
                 *         "published": true,
                 *         "created_at": "2026-11-16T09:00:00Z",
                 *         "updated_at": "2026-11-16T09:00:00Z",
                 *         "previous": {
                 *           "staff": "ana",
                 *           "staff_id": "staff id",
                 *           "starts_at": "2026-11-16T09:00:00Z",
                 *           "ends_at": "2026-11-16T17:00:00Z",
                 *           "location": "Main street"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ShiftMovedEvent"];
            };
        };
        responses: {
            /** @description Gone: disables the endpoint. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTimesheetApproved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`), the same on every attempt: deduplicate by it. */
                "webhook-id": string;
                /** @description When this attempt was sent, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per signing secret, separated by spaces. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *       "type": "timesheet.approved",
                 *       "created_at": "2026-11-16T09:00:00Z",
                 *       "shop": "x.myshopify.com",
                 *       "data": {
                 *         "id": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *         "object": "timesheet",
                 *         "staff": "ana",
                 *         "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *         "week_start": "2026-11-16",
                 *         "week_end": "2026-11-22",
                 *         "status": "pending",
                 *         "hours": 45,
                 *         "regular_hours": 40,
                 *         "overtime_hours": 5,
                 *         "double_time_hours": 0,
                 *         "rate": "18.25",
                 *         "regular_pay": "730.00",
                 *         "overtime_pay": "136.88",
                 *         "double_time_pay": "0.00",
                 *         "gross": "866.88",
                 *         "approved_at": "2026-11-16T09:00:00Z",
                 *         "approved_by": "user:1",
                 *         "entries": [
                 *           {
                 *             "id": "ent_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *             "object": "time_entry",
                 *             "staff": "ana",
                 *             "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *             "timesheet": "tms_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *             "started_at": "2026-11-16T09:00:00Z",
                 *             "ended_at": "2026-11-16T17:00:00Z",
                 *             "break_minutes": 30,
                 *             "hours": 45,
                 *             "note": "Covering for Sam",
                 *             "source": "manual",
                 *             "shift": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *             "location_id": "74582867",
                 *             "break_started_at": null,
                 *             "created_at": "2026-11-16T09:00:00Z",
                 *             "updated_at": "2026-11-16T09:00:00Z"
                 *           }
                 *         ],
                 *         "created_at": "2026-11-16T09:00:00Z",
                 *         "updated_at": "2026-11-16T09:00:00Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TimesheetApprovedEvent"];
            };
        };
        responses: {
            /** @description Gone: disables the endpoint. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookSchedulePublished: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`), the same on every attempt: deduplicate by it. */
                "webhook-id": string;
                /** @description When this attempt was sent, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per signing secret, separated by spaces. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *       "type": "schedule.published",
                 *       "created_at": "2026-11-16T09:00:00Z",
                 *       "shop": "x.myshopify.com",
                 *       "data": {
                 *         "week": "2026-11-16",
                 *         "week_start": "2026-11-16",
                 *         "published": 1,
                 *         "shifts": [
                 *           {
                 *             "id": "shf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *             "object": "shift",
                 *             "staff": "ana",
                 *             "staff_id": "stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *             "starts_at": "2026-11-16T09:00:00Z",
                 *             "ends_at": "2026-11-16T17:00:00Z",
                 *             "break_minutes": 30,
                 *             "location": "Main street",
                 *             "role": "Cashier",
                 *             "note": "Covering for Sam",
                 *             "published": true,
                 *             "created_at": "2026-11-16T09:00:00Z",
                 *             "updated_at": "2026-11-16T09:00:00Z"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SchedulePublishedEvent"];
            };
        };
        responses: {
            /** @description Gone: disables the endpoint. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (`evt_…`), the same on every attempt: deduplicate by it. */
                "webhook-id": string;
                /** @description When this attempt was sent, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per signing secret, separated by spaces. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *       "type": "webhook.test",
                 *       "created_at": "2026-11-16T09:00:00Z",
                 *       "shop": "x.myshopify.com",
                 *       "data": {
                 *         "endpoint_id": "whe_01JD5Z3K7Q9W8E6R4T2Y0U1I3O",
                 *         "message": "A test event from Shiftbook: this endpoint is reachable and verifies signatures."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Gone: disables the endpoint. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
