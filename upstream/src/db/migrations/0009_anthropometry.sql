ALTER TABLE "body_measurements" ALTER COLUMN "weight" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "body_measurements" ALTER COLUMN "height" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "arm_circumference" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "triceps_circumference" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "hip_circumference" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "calf_circumference" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "waist_circumference" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "thigh_circumference" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "chest_circumference" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "triceps_skinfold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "biceps_skinfold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "subscapular_skinfold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "suprailiac_skinfold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "abdominal_skinfold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "thigh_skinfold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "chest_skinfold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "midaxillary_skinfold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "body_measurements" ADD COLUMN "calf_skinfold" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "nutritionist_patients" ADD COLUMN "preferred_fat_equation" text;
