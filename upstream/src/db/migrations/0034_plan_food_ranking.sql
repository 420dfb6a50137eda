-- The plan builder's picker: a rank of each food among those matching as well (common, prepared, raw form
-- of a food eaten cooked), its index for broad searches, and the foods each nutritionist planned, with the
-- household measure she used last.
CREATE TABLE "nutritionist_food_uses" (
	"nutritionist_id" integer NOT NULL,
	"foodstuff_id" integer NOT NULL,
	"measure_name" text,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nutritionist_food_uses_nutritionist_id_foodstuff_id_pk" PRIMARY KEY("nutritionist_id","foodstuff_id")
);
--> statement-breakpoint
ALTER TABLE "foodstuffs" ADD COLUMN "plan_rank" smallint GENERATED ALWAYS AS (case when "patient_name" is not null then 0
          when search_words("name") ~ ' (cozid[oa]s?|grelhad[oa]s?|assad[oa]s?|refogad[oa]s?|ensopad[oa]s?) ' then 1
          when "group" in ('GRAINS', 'LEGUMES', 'MEATS') and search_words("name") ~ ' crua? ' then 3
          else 2 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "nutritionist_food_uses" ADD CONSTRAINT "nutritionist_food_uses_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionist_food_uses" ADD CONSTRAINT "nutritionist_food_uses_foodstuff_id_foodstuffs_id_fk" FOREIGN KEY ("foodstuff_id") REFERENCES "public"."foodstuffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nutritionist_food_uses_recent_idx" ON "nutritionist_food_uses" USING btree ("nutritionist_id","used_at");--> statement-breakpoint
CREATE INDEX "foodstuffs_first_word_plan_idx" ON "foodstuffs" USING btree (split_part("search_name", ' ', 2),"plan_rank",length("name"),"name","id") WHERE "foodstuffs"."archived_at" is null;