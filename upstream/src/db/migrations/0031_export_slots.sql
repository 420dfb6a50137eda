-- The exports running anywhere in the deployment, so that every API process counts the same ones: a row per
-- caller, held until a time renewed while the answer is read.
CREATE TABLE "export_slots" (
	"caller_id" integer PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_slots" ADD CONSTRAINT "export_slots_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;