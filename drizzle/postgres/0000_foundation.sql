CREATE TABLE "api_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" text NOT NULL,
	"expires_at" bigint,
	"last_used_at" bigint,
	"revoked_at" bigint,
	"created_by" text,
	"parent_id" text,
	"created_at" bigint NOT NULL,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"sale_amount_cents" bigint NOT NULL,
	"rate_bp" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"occurred_at" bigint NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"finalized_run_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"created_at" bigint NOT NULL,
	"dispatched_at" bigint
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"principal" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"key" text NOT NULL,
	"shop_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" bigint,
	"response_headers" text,
	"response_body" text,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_shop_id_principal_method_path_key_pk" PRIMARY KEY("shop_id","principal","method","path","key")
);
--> statement-breakpoint
CREATE TABLE "payroll_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"run_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"regular_hours_centi" bigint NOT NULL,
	"overtime_hours_centi" bigint NOT NULL,
	"double_time_hours_centi" bigint NOT NULL,
	"rate_cents" bigint,
	"regular_pay_cents" bigint NOT NULL,
	"overtime_pay_cents" bigint NOT NULL,
	"commission_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_run_commissions" (
	"run_id" text NOT NULL,
	"commission_id" text NOT NULL,
	CONSTRAINT "payroll_run_commissions_run_id_commission_id_pk" PRIMARY KEY("run_id","commission_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_run_timesheets" (
	"run_id" text NOT NULL,
	"timesheet_id" text NOT NULL,
	CONSTRAINT "payroll_run_timesheets_run_id_timesheet_id_pk" PRIMARY KEY("run_id","timesheet_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"finalized_at" bigint,
	"finalized_by" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"break_minutes" bigint DEFAULT 0 NOT NULL,
	"location" text,
	"role" text,
	"note" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"state" text NOT NULL,
	"isOnline" boolean DEFAULT false NOT NULL,
	"scope" text,
	"expires" timestamp,
	"accessToken" text NOT NULL,
	"userId" bigint,
	"firstName" text,
	"lastName" text,
	"email" text,
	"accountOwner" boolean,
	"locale" text,
	"collaborator" boolean,
	"emailVerified" boolean,
	"refreshToken" text,
	"refreshTokenExpires" text
);
--> statement-breakpoint
CREATE TABLE "shopify_webhook_receipts" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"shop_domain" text NOT NULL,
	"topic" text NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"name" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"week_start" text DEFAULT 'monday' NOT NULL,
	"overtime_rule" text DEFAULT 'weekly_40' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"access_token_encrypted" text,
	"installed_at" bigint NOT NULL,
	"uninstalled_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "shops_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"hourly_rate_cents" bigint,
	"commission_rate_bp" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"timesheet_id" text NOT NULL,
	"started_at" bigint NOT NULL,
	"ended_at" bigint,
	"break_minutes" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"week_start" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"worked_ms" bigint DEFAULT 0 NOT NULL,
	"hours_centi" bigint DEFAULT 0 NOT NULL,
	"regular_hours_centi" bigint DEFAULT 0 NOT NULL,
	"overtime_hours_centi" bigint DEFAULT 0 NOT NULL,
	"double_time_hours_centi" bigint DEFAULT 0 NOT NULL,
	"open_entries" bigint DEFAULT 0 NOT NULL,
	"approved_rate_cents" bigint,
	"approved_at" bigint,
	"approved_by" text,
	"finalized_run_id" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"at" bigint NOT NULL,
	"status_code" bigint,
	"duration_ms" bigint NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_count" bigint DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint,
	"enqueued_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"url" text NOT NULL,
	"events" text NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"secret_encrypted" text NOT NULL,
	"previous_secret_encrypted" text,
	"previous_secret_expires_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_parent_id_api_tokens_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."api_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_commissions" ADD CONSTRAINT "payroll_run_commissions_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_commissions" ADD CONSTRAINT "payroll_run_commissions_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_timesheets" ADD CONSTRAINT "payroll_run_timesheets_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_timesheets" ADD CONSTRAINT "payroll_run_timesheets_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_shop" ON "api_tokens" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "api_tokens_parent" ON "api_tokens" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "audit_log_subject" ON "audit_log" USING btree ("shop_id","subject_id");--> statement-breakpoint
CREATE INDEX "commissions_shop_time" ON "commissions" USING btree ("shop_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_source_reference" ON "commissions" USING btree ("shop_id","source","reference");--> statement-breakpoint
CREATE INDEX "events_undispatched" ON "events" USING btree ("dispatched_at","created_at");--> statement-breakpoint
CREATE INDEX "events_shop" ON "events" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "payroll_lines_run" ON "payroll_lines" USING btree ("run_id","staff_id");--> statement-breakpoint
CREATE INDEX "payroll_run_timesheets_ts" ON "payroll_run_timesheets" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "payroll_runs_shop" ON "payroll_runs" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "shifts_shop_start" ON "shifts" USING btree ("shop_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "shifts_staff_start" ON "shifts" USING btree ("staff_id","starts_at");--> statement-breakpoint
CREATE INDEX "shopify_webhook_receipts_shop" ON "shopify_webhook_receipts" USING btree ("shop_domain");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shop_handle" ON "staff" USING btree ("shop_id","handle");--> statement-breakpoint
CREATE INDEX "staff_shop_id" ON "staff" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "time_entries_timesheet" ON "time_entries" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "time_entries_staff_start" ON "time_entries" USING btree ("staff_id","started_at");--> statement-breakpoint
CREATE INDEX "time_entries_shop_start" ON "time_entries" USING btree ("shop_id","started_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_staff_week" ON "timesheets" USING btree ("staff_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheets_shop_week" ON "timesheets" USING btree ("shop_id","week_start");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery" ON "webhook_attempts" USING btree ("delivery_id","at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_shop" ON "webhook_endpoints" USING btree ("shop_id","id");