CREATE TABLE "foodstuff_measures" (
	"id" serial PRIMARY KEY NOT NULL,
	"foodstuff_id" integer NOT NULL,
	"name" text NOT NULL,
	"weight" numeric(12, 3) NOT NULL,
	"source" text,
	"position" integer NOT NULL,
	CONSTRAINT "foodstuff_measures_positive" CHECK ("foodstuff_measures"."weight" > 0)
);
--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD COLUMN "measure_name" text;--> statement-breakpoint
ALTER TABLE "meal_plan_substitutions" ADD COLUMN "measure_name" text;--> statement-breakpoint
ALTER TABLE "foodstuff_measures" ADD CONSTRAINT "foodstuff_measures_foodstuff_id_foodstuffs_id_fk" FOREIGN KEY ("foodstuff_id") REFERENCES "public"."foodstuffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "foodstuff_measures_food_name_key" ON "foodstuff_measures" USING btree ("foodstuff_id",lower("name"));