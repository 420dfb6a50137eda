-- The day totals a meal plan had before an edit changed them: the days before the edit keep their
-- required calories (services/requirement-history). One row per plan and day the total stopped applying.
CREATE TABLE "meal_plan_calorie_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_plan_id" integer NOT NULL,
	"in_force_until" date NOT NULL,
	"daily_calories" numeric(12, 3) NOT NULL
);--> statement-breakpoint
ALTER TABLE "meal_plan_calorie_history" ADD CONSTRAINT "meal_plan_calorie_history_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_calorie_history_plan_day_key" ON "meal_plan_calorie_history" USING btree ("meal_plan_id","in_force_until");
