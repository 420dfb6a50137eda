-- Unknown is not zero (DESIGN §7). A logged food keeps a nutrient its source did not analyse as NULL, as the
-- catalogue and the plans already do; and any database where such an unknown had become 0 is corrected.
ALTER TABLE "meal_foodstuffs" ALTER COLUMN "calories" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_foodstuffs" ALTER COLUMN "proteins" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_foodstuffs" ALTER COLUMN "carbohydrates" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_foodstuffs" ALTER COLUMN "sodium" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_foodstuffs" ALTER COLUMN "fiber" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_foodstuffs" ALTER COLUMN "fats" DROP NOT NULL;--> statement-breakpoint
-- A plan's earlier day totals say how many of its foods had no energy value then (the total was partial);
-- for the totals kept before this migration that is not known any more, and 0 is what they have always said.
ALTER TABLE "meal_plan_calorie_history" ADD COLUMN "foods_without_energy" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The TACO foods whose cells are NA or blank (seed/data/taco/alimentos.csv), per nutrient: a 0 stored for one
-- of them is that unknown (TACO's traces, 'Tr', are a real 0 and are not listed).
UPDATE "foodstuffs" SET "calories" = NULL WHERE "calories" = 0 AND "taco_number" IN (450, 457, 458, 516, 517, 591);--> statement-breakpoint
UPDATE "foodstuffs" SET "proteins" = NULL WHERE "proteins" = 0 AND "taco_number" IN (259, 260, 267, 268, 269, 270, 271, 272, 450, 457, 458, 472, 516, 517, 591);--> statement-breakpoint
UPDATE "foodstuffs" SET "carbohydrates" = NULL WHERE "carbohydrates" = 0 AND "taco_number" IN (259, 260, 267, 268, 269, 270, 271, 272, 450, 457, 458, 472, 516, 517, 591);--> statement-breakpoint
UPDATE "foodstuffs" SET "sodium" = NULL WHERE "sodium" = 0 AND "taco_number" IN (259, 260, 267, 268, 269, 270, 271, 272, 450, 591);--> statement-breakpoint
UPDATE "foodstuffs" SET "fiber" = NULL WHERE "fiber" = 0 AND "taco_number" IN (259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269, 270, 271, 272, 273, 274, 275, 276, 277, 278, 279, 280, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292, 293, 294, 295, 296, 297, 298, 300, 301, 302, 303, 304, 305, 307, 308, 310, 311, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 322, 323, 326, 327, 328, 329, 330, 331, 332, 333, 334, 335, 336, 337, 338, 339, 341, 342, 343, 344, 345, 346, 347, 348, 349, 350, 351, 352, 353, 354, 355, 356, 357, 358, 359, 360, 361, 362, 363, 364, 365, 366, 367, 368, 369, 370, 371, 372, 373, 374, 375, 376, 377, 378, 379, 380, 381, 382, 383, 384, 385, 387, 388, 391, 392, 393, 394, 395, 396, 397, 398, 399, 400, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 419, 420, 421, 422, 423, 424, 425, 426, 427, 428, 429, 430, 431, 432, 433, 434, 435, 436, 437, 438, 439, 442, 443, 444, 445, 447, 448, 449, 450, 453, 454, 456, 457, 458, 459, 460, 461, 462, 463, 464, 465, 466, 467, 468, 469, 470, 471, 472, 474, 475, 476, 477, 479, 480, 481, 482, 483, 484, 485, 486, 487, 488, 489, 490, 492, 493, 494, 501, 502, 503, 507, 508, 510, 513, 515, 516, 517, 518, 522, 524, 529, 536, 537, 538, 548, 591);--> statement-breakpoint
UPDATE "foodstuffs" SET "fats" = NULL WHERE "fats" = 0 AND "taco_number" IN (450, 457, 458, 472, 516, 517, 591);--> statement-breakpoint
-- A plan keeps the values a food had when it was put in it, and a log those of its quantity: a 0 kept of a
-- nutrient the catalogue now knows to be unknown was that unknown.
UPDATE "meal_plan_foodstuffs" AS i SET "calories" = NULL FROM "foodstuffs" AS f WHERE f."id" = i."foodstuff_id" AND f."calories" IS NULL AND i."calories" = 0;--> statement-breakpoint
UPDATE "meal_plan_foodstuffs" AS i SET "proteins" = NULL FROM "foodstuffs" AS f WHERE f."id" = i."foodstuff_id" AND f."proteins" IS NULL AND i."proteins" = 0;--> statement-breakpoint
UPDATE "meal_plan_foodstuffs" AS i SET "carbohydrates" = NULL FROM "foodstuffs" AS f WHERE f."id" = i."foodstuff_id" AND f."carbohydrates" IS NULL AND i."carbohydrates" = 0;--> statement-breakpoint
UPDATE "meal_plan_foodstuffs" AS i SET "sodium" = NULL FROM "foodstuffs" AS f WHERE f."id" = i."foodstuff_id" AND f."sodium" IS NULL AND i."sodium" = 0;--> statement-breakpoint
UPDATE "meal_plan_foodstuffs" AS i SET "fiber" = NULL FROM "foodstuffs" AS f WHERE f."id" = i."foodstuff_id" AND f."fiber" IS NULL AND i."fiber" = 0;--> statement-breakpoint
UPDATE "meal_plan_foodstuffs" AS i SET "fats" = NULL FROM "foodstuffs" AS f WHERE f."id" = i."foodstuff_id" AND f."fats" IS NULL AND i."fats" = 0;--> statement-breakpoint
UPDATE "meal_foodstuffs" AS mf SET "calories" = NULL FROM "foodstuffs" AS f WHERE f."id" = mf."foodstuff_id" AND f."calories" IS NULL AND mf."calories" = 0;--> statement-breakpoint
UPDATE "meal_foodstuffs" AS mf SET "proteins" = NULL FROM "foodstuffs" AS f WHERE f."id" = mf."foodstuff_id" AND f."proteins" IS NULL AND mf."proteins" = 0;--> statement-breakpoint
UPDATE "meal_foodstuffs" AS mf SET "carbohydrates" = NULL FROM "foodstuffs" AS f WHERE f."id" = mf."foodstuff_id" AND f."carbohydrates" IS NULL AND mf."carbohydrates" = 0;--> statement-breakpoint
UPDATE "meal_foodstuffs" AS mf SET "sodium" = NULL FROM "foodstuffs" AS f WHERE f."id" = mf."foodstuff_id" AND f."sodium" IS NULL AND mf."sodium" = 0;--> statement-breakpoint
UPDATE "meal_foodstuffs" AS mf SET "fiber" = NULL FROM "foodstuffs" AS f WHERE f."id" = mf."foodstuff_id" AND f."fiber" IS NULL AND mf."fiber" = 0;--> statement-breakpoint
UPDATE "meal_foodstuffs" AS mf SET "fats" = NULL FROM "foodstuffs" AS f WHERE f."id" = mf."foodstuff_id" AND f."fats" IS NULL AND mf."fats" = 0;--> statement-breakpoint
-- The versions of a plan keep its foods as the API showed them (JSON): the same rule, food by food.
UPDATE "meal_plan_versions" AS v SET "meal_periods" = (
  SELECT coalesce(jsonb_agg(jsonb_set(p.period, '{meal_foodstuffs}', coalesce((
    SELECT jsonb_agg(
      CASE WHEN f."id" IS NULL OR jsonb_typeof(m.food -> 'foodstuff' -> 'nutrition_information') <> 'object' THEN m.food
      ELSE jsonb_set(m.food, '{foodstuff,nutrition_information}', (
        SELECT jsonb_object_agg(n.key, CASE
          WHEN n.value = '0'::jsonb AND to_jsonb(f) -> n.key = 'null'::jsonb THEN 'null'::jsonb
          ELSE n.value END)
        FROM jsonb_each(m.food -> 'foodstuff' -> 'nutrition_information') AS n)) END
      ORDER BY m.ord)
    FROM jsonb_array_elements(p.period -> 'meal_foodstuffs') WITH ORDINALITY AS m(food, ord)
    LEFT JOIN "foodstuffs" AS f ON f."id" = (m.food ->> 'foodstuff_id')::int
  ), '[]'::jsonb)) ORDER BY p.ord), '[]'::jsonb)
  FROM jsonb_array_elements(v."meal_periods") WITH ORDINALITY AS p(period, ord)
);
