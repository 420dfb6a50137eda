-- The patient's goals, one row each, set by her nutritionist. Targets are per day, in total or per kg of
-- body weight as "basis" says; an unset one is null.
CREATE TYPE "public"."goal_basis" AS ENUM('TOTAL', 'PER_KG');--> statement-breakpoint
CREATE TABLE "patient_goals" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"target_weight" numeric(10, 3),
	"target_date" date,
	"basis" "goal_basis" NOT NULL,
	"energy" numeric(10, 3),
	"proteins" numeric(10, 3),
	"carbohydrates" numeric(10, 3),
	"fats" numeric(10, 3),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_goals" ADD CONSTRAINT "patient_goals_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
