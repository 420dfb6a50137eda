-- Who read or changed a patient's care data, and when, from which request: rows are only added (by the API) and pruned after the retention period.
CREATE TYPE "public"."access_trail_action" AS ENUM('READ', 'CREATE', 'UPDATE', 'DELETE');--> statement-breakpoint
CREATE TYPE "public"."access_trail_outcome" AS ENUM('ALLOWED', 'REFUSED');--> statement-breakpoint
CREATE TYPE "public"."access_trail_resource" AS ENUM('PROFILE', 'CONTACT', 'MEALS', 'SUMMARIES', 'PLANS', 'ANTHROPOMETRY', 'PROGRESS', 'ANAMNESIS', 'GOALS', 'NOTES');--> statement-breakpoint
CREATE TYPE "public"."access_trail_role" AS ENUM('PATIENT', 'NUTRITIONIST', 'ADMIN');--> statement-breakpoint
CREATE TABLE "access_trail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"actor_id" integer,
	"actor_role" "access_trail_role" NOT NULL,
	"resource" "access_trail_resource" NOT NULL,
	"action" "access_trail_action" NOT NULL,
	"outcome" "access_trail_outcome" NOT NULL,
	"request_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_trail" ADD CONSTRAINT "access_trail_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_trail" ADD CONSTRAINT "access_trail_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_trail_patient_idx" ON "access_trail" USING btree ("patient_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "access_trail_at_idx" ON "access_trail" USING btree ("at");