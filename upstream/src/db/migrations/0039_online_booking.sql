-- Online booking: her public booking page's settings, a visitor's hold of an hour (15 minutes
-- while she confirms by the e-mailed code or link, then her request while the nutritionist decides), the
-- single-purpose links of a booked appointment (manage; 'Confirmar presença'), and when its patient
-- confirmed she will come. Codes and tokens are kept only as hashes.
CREATE TYPE "public"."appointment_link_purpose" AS ENUM('MANAGE', 'ATTENDANCE');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('HELD', 'REQUESTED', 'BOOKED', 'DECLINED', 'RELEASED');--> statement-breakpoint
ALTER TYPE "public"."notification_code" ADD VALUE IF NOT EXISTS 'BOOKING_REQUESTED';--> statement-breakpoint
CREATE TABLE "appointment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"purpose" "appointment_link_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"type" "appointment_type" NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth_date" date,
	"note" text,
	"code_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"status" "booking_status" DEFAULT 'HELD' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_holds_end_after_start" CHECK ("booking_holds"."end_date_time" > "booking_holds"."start_date_time")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"nutritionist_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"indexable" boolean DEFAULT false NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"notice_hours" smallint DEFAULT 24 NOT NULL,
	"horizon_weeks" smallint DEFAULT 4 NOT NULL,
	"offers_on_site" boolean DEFAULT true NOT NULL,
	"offers_online" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_slug_lowercase" CHECK ("booking_settings"."slug" = lower("booking_settings"."slug")),
	CONSTRAINT "booking_settings_notice_range" CHECK ("booking_settings"."notice_hours" between 0 and 168),
	CONSTRAINT "booking_settings_horizon_range" CHECK ("booking_settings"."horizon_weeks" between 1 and 26),
	CONSTRAINT "booking_settings_some_type" CHECK ("booking_settings"."offers_on_site" or "booking_settings"."offers_online")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_links" ADD CONSTRAINT "appointment_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_links_token_hash_key" ON "appointment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "appointment_links_appointment_idx" ON "appointment_links" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_public_id_key" ON "booking_holds" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_token_hash_key" ON "booking_holds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_holds_nutritionist_start_idx" ON "booking_holds" USING btree ("nutritionist_id","start_date_time");--> statement-breakpoint
CREATE INDEX "booking_holds_email_idx" ON "booking_holds" USING btree ("email","status");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_slug_key" ON "booking_settings" USING btree ("slug");