CREATE TYPE "public"."energy_equation" AS ENUM('HARRIS_BENEDICT_1919', 'HARRIS_BENEDICT_1984', 'FAO_WHO_UNU_1985', 'SCHOFIELD_1985', 'HENRY_2005', 'IOM_EER_2005', 'MIFFLIN_ST_JEOR_1990', 'CUNNINGHAM_1980', 'KATCH_MCARDLE');--> statement-breakpoint
CREATE TYPE "public"."pa_category" AS ENUM('SEDENTARY', 'LOW_ACTIVE', 'ACTIVE', 'VERY_ACTIVE');--> statement-breakpoint
ALTER TABLE "patient_goals" ADD COLUMN "energy_equation" "energy_equation";--> statement-breakpoint
ALTER TABLE "patient_goals" ADD COLUMN "pa_category" "pa_category";