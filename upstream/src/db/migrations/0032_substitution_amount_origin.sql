-- How a substitution's amounts were made: PROPOSED ones follow their food's amount, TYPED ones are kept and
-- judged. Rows from before are TYPED, and never change silently. The figures a non-equivalent one was
-- confirmed for.
CREATE TYPE "public"."substitution_amount_origin" AS ENUM('PROPOSED', 'TYPED');--> statement-breakpoint
ALTER TABLE "meal_plan_substitutions" ADD COLUMN "amount_origin" "substitution_amount_origin" DEFAULT 'TYPED' NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan_substitutions" ADD COLUMN "confirmed_food_value" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "meal_plan_substitutions" ADD COLUMN "confirmed_alternative_value" numeric(12, 3);