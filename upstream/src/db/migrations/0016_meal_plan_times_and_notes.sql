-- What a patient follows beyond the foods: the time of each meal and its notes, and the plan's general
-- guidance. A version keeps the guidance beside its dates; its periods (jsonb) carry time and notes. And
-- whether the patient's PDF leaves out the numbers of energy and macronutrients.
ALTER TABLE "meal_periods" ADD COLUMN "time" text;--> statement-breakpoint
ALTER TABLE "meal_periods" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "guidance" text;--> statement-breakpoint
ALTER TABLE "meal_plan_versions" ADD COLUMN "guidance" text;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "hide_numbers_in_pdf" boolean DEFAULT false NOT NULL;
