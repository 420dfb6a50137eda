-- What a meal plan was before each edit that changed its dates, meals or foods: the dates and the
-- periods with their foods as the API showed them. Read by GET /v1/meal-plans/{id}/versions.
CREATE TABLE "meal_plan_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_plan_id" integer NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"meal_periods" jsonb NOT NULL
);--> statement-breakpoint
ALTER TABLE "meal_plan_versions" ADD CONSTRAINT "meal_plan_versions_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_versions_plan_idx" ON "meal_plan_versions" USING btree ("meal_plan_id","replaced_at");
