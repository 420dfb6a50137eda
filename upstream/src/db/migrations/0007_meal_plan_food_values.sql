ALTER TABLE "meal_plan_foodstuffs" ADD COLUMN "unit_of_measurement" "unit_of_measurement";--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD COLUMN "reference_weight" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD COLUMN "calories" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD COLUMN "proteins" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD COLUMN "carbohydrates" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD COLUMN "sodium" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD COLUMN "fiber" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD COLUMN "fats" numeric(12, 3);--> statement-breakpoint
UPDATE "meal_plan_foodstuffs" AS i SET "unit_of_measurement" = f."unit_of_measurement", "reference_weight" = f."baseline_weight", "calories" = f."calories", "proteins" = f."proteins", "carbohydrates" = f."carbohydrates", "sodium" = f."sodium", "fiber" = f."fiber", "fats" = f."fats" FROM "foodstuffs" AS f WHERE f."id" = i."foodstuff_id";--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ALTER COLUMN "unit_of_measurement" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ALTER COLUMN "reference_weight" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD CONSTRAINT "meal_plan_foodstuffs_positive" CHECK ("meal_plan_foodstuffs"."baseline_weight" > 0 and "meal_plan_foodstuffs"."quantity" > 0 and "meal_plan_foodstuffs"."reference_weight" > 0);
