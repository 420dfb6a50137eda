-- A nutritionist's library of meal plan templates: a plan's meals, times, notes, foods (with the values the
-- plan kept for them) and guidance under a name, to start her other patients' plans from.
CREATE TABLE "meal_plan_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"name" text NOT NULL,
	"guidance" text,
	"meal_periods" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plan_templates" ADD CONSTRAINT "meal_plan_templates_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_templates_nutritionist_idx" ON "meal_plan_templates" USING btree ("nutritionist_id","created_at");
