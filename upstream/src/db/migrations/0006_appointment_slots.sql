-- Appointments: the iCalendar SEQUENCE of each appointment's event (raised on every change), and one
-- slot taken once. The exclusion constraint refuses two CONFIRMED appointments of one nutritionist whose
-- times overlap, so two simultaneous bookings cannot both succeed whatever the application checked
-- before. int4range(id, id) stands in for "same nutritionist" so no btree_gist extension is needed.
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
  int4range("nutritionist_id", "nutritionist_id", '[]') WITH &&,
  tstzrange("start_date_time", "end_date_time", '[)') WITH &&
) WHERE ("status" = 'CONFIRMED');--> statement-breakpoint
-- E-mail attachments (the appointment's .ics), kept in the outbox like the rest of the message.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TYPE "public"."notification_code" ADD VALUE 'APPOINTMENT_BOOKED';--> statement-breakpoint
ALTER TYPE "public"."notification_code" ADD VALUE 'APPOINTMENT_CANCELED';--> statement-breakpoint
ALTER TYPE "public"."notification_code" ADD VALUE 'APPOINTMENT_RESCHEDULED';
--> statement-breakpoint
-- The private calendar feed of a nutritionist's agenda: only the SHA-256 of its secret is kept.
CREATE TABLE "calendar_feeds" (
	"nutritionist_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_hash_key" ON "calendar_feeds" USING btree ("secret_hash");
