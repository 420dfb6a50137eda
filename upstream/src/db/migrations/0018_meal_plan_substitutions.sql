-- Alternatives to a planned food: another catalogue food in an amount that matches the planned one's energy
-- (or grams of a macronutrient), with the values it had when added, as planned foods keep theirs. They go
-- with their planned food; the catalogue archives, never deletes, a food they use.
CREATE TYPE "public"."substitution_basis" AS ENUM('ENERGY', 'PROTEINS', 'CARBOHYDRATES', 'FATS');--> statement-breakpoint
CREATE TABLE "meal_plan_substitutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_plan_foodstuff_id" integer NOT NULL,
	"foodstuff_id" integer NOT NULL,
	"basis" "substitution_basis" NOT NULL,
	"baseline_weight" numeric(12, 3) NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_of_measurement" "unit_of_measurement" NOT NULL,
	"reference_weight" numeric(12, 3) NOT NULL,
	"calories" numeric(12, 3),
	"proteins" numeric(12, 3),
	"carbohydrates" numeric(12, 3),
	"sodium" numeric(12, 3),
	"fiber" numeric(12, 3),
	"fats" numeric(12, 3),
	CONSTRAINT "meal_plan_substitutions_positive" CHECK ("meal_plan_substitutions"."baseline_weight" > 0 and "meal_plan_substitutions"."quantity" > 0 and "meal_plan_substitutions"."reference_weight" > 0)
);
--> statement-breakpoint
ALTER TABLE "meal_plan_substitutions" ADD CONSTRAINT "meal_plan_substitutions_meal_plan_foodstuff_id_fk" FOREIGN KEY ("meal_plan_foodstuff_id") REFERENCES "public"."meal_plan_foodstuffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_substitutions" ADD CONSTRAINT "meal_plan_substitutions_foodstuff_id_foodstuffs_id_fk" FOREIGN KEY ("foodstuff_id") REFERENCES "public"."foodstuffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_substitutions_food_idx" ON "meal_plan_substitutions" USING btree ("meal_plan_foodstuff_id");--> statement-breakpoint
CREATE INDEX "meal_plan_substitutions_foodstuff_idx" ON "meal_plan_substitutions" USING btree ("foodstuff_id");
