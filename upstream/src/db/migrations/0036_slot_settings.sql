-- A nutritionist's consultation length and the gap after each consultation; without a row the deployment's
-- defaults apply (the specification's 50 minutes, no gap).
CREATE TABLE "slot_settings" (
	"nutritionist_id" integer PRIMARY KEY NOT NULL,
	"consultation_minutes" smallint NOT NULL,
	"gap_minutes" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_settings_consultation_range" CHECK ("slot_settings"."consultation_minutes" between 15 and 240),
	CONSTRAINT "slot_settings_gap_range" CHECK ("slot_settings"."gap_minutes" between 0 and 120)
);
--> statement-breakpoint
ALTER TABLE "slot_settings" ADD CONSTRAINT "slot_settings_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;