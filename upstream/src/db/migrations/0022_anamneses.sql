-- The patient's anamnesis, one row per saved version: an edit adds a row, so what was recorded before stays.
CREATE TYPE "public"."anamnesis_form" AS ENUM('SHORT', 'FULL');--> statement-breakpoint
CREATE TABLE "anamneses" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"author_id" integer,
	"form" "anamnesis_form" NOT NULL,
	"content" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anamneses" ADD CONSTRAINT "anamneses_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anamneses" ADD CONSTRAINT "anamneses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anamneses_patient_idx" ON "anamneses" USING btree ("patient_id","recorded_at" DESC);
