-- A patient's request that her data be erased, who asked and when it was carried out (LGPD art. 18, VI), and
-- its place in her access trail.
CREATE TYPE "public"."deletion_request_status" AS ENUM('RECEIVED', 'COMPLETED');--> statement-breakpoint
ALTER TYPE "public"."access_trail_resource" ADD VALUE 'DELETION';--> statement-breakpoint
CREATE TABLE "deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"requested_by" integer,
	"requested_by_role" "access_trail_role" NOT NULL,
	"status" "deletion_request_status" DEFAULT 'RECEIVED' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_requests_patient_idx" ON "deletion_requests" USING btree ("patient_id");