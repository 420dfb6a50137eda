-- The nutritionist's notes on a consultation, one row per saved version: an edit adds a row, so what was written before stays.
CREATE TABLE "consultation_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"author_id" integer,
	"subjective" text,
	"objective" text,
	"assessment" text,
	"plan" text,
	"free_text" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_notes_appointment_idx" ON "consultation_notes" USING btree ("appointment_id","recorded_at" DESC NULLS LAST);