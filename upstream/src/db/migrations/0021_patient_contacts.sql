-- The phone by which a patient is reached, set by herself or recorded by her nutritionist. Her e-mail is her
-- account's (users.email), never copied here.
CREATE TABLE "patient_contacts" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_contacts" ADD CONSTRAINT "patient_contacts_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
