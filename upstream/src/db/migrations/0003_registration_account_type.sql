CREATE TYPE "public"."account_type" AS ENUM('NUTRITIONIST', 'PATIENT');--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "crn" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "registration_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "account_type" "account_type" DEFAULT 'NUTRITIONIST' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_professional_registration" CHECK (("registrations"."account_type" = 'NUTRITIONIST') = ("registrations"."crn" is not null and "registrations"."registration_number" is not null));