CREATE TYPE "public"."physical_activity_factor" AS ENUM('SEDENTARY', 'LIGHTLY_ACTIVE', 'MODERATELY_ACTIVE', 'VERY_ACTIVE', 'EXTRA_ACTIVE');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('CONFIRMED', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."appointment_type" AS ENUM('ON_SITE', 'ONLINE');--> statement-breakpoint
CREATE TYPE "public"."connection_status" AS ENUM('PENDING', 'ACCEPTED', 'REFUSED');--> statement-breakpoint
CREATE TYPE "public"."food_group" AS ENUM('FRUITS', 'VEGETABLES', 'MEATS', 'DAIRY', 'GRAINS', 'LEGUMES', 'OILS', 'SWEETS', 'BEVERAGES', 'WATER', 'OTHERS');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE');--> statement-breakpoint
CREATE TYPE "public"."meal_period" AS ENUM('BREAKFAST', 'MORNING_SNACK', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER', 'SUPPER');--> statement-breakpoint
CREATE TYPE "public"."meal_plan_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."notification_code" AS ENUM('APPOINTMENT_REFUSED', 'APPOINTMENT_CONFIRMED', 'PATIENT_CONNECTION_ACCEPTED', 'PATIENT_CONNECTION_REFUSED');--> statement-breakpoint
CREATE TYPE "public"."notification_status" AS ENUM('UNREAD', 'READ');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('ROLE_ADMIN', 'ROLE_NUTRITIONIST', 'ROLE_USER');--> statement-breakpoint
CREATE TYPE "public"."unit_of_measurement" AS ENUM('UNITS', 'GRAMS', 'KILOGRAMS', 'Liters', 'MILLILITERS');--> statement-breakpoint
CREATE TYPE "public"."day_of_week" AS ENUM('SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY');--> statement-breakpoint
CREATE TABLE "addresses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"country" text DEFAULT 'BRAZIL' NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"neighborhood" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"type" "appointment_type" NOT NULL,
	"status" "appointment_status" DEFAULT 'CONFIRMED' NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_end_after_start" CHECK ("appointments"."end_date_time" > "appointments"."start_date_time")
);
--> statement-breakpoint
CREATE TABLE "avatar_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"gender" "gender",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "body_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"weight" numeric(12, 3) NOT NULL,
	"height" numeric(12, 3) NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cfn_registry" (
	"crn" smallint NOT NULL,
	"registration_number" text NOT NULL,
	CONSTRAINT "cfn_registry_crn_registration_number_pk" PRIMARY KEY("crn","registration_number")
);
--> statement-breakpoint
CREATE TABLE "connection_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"patient_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" "connection_status" DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"patient_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_requests_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "foodstuff_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foodstuffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group" "food_group" NOT NULL,
	"unit_of_measurement" "unit_of_measurement" NOT NULL,
	"baseline_weight" numeric(12, 3) NOT NULL,
	"barcode" text,
	"brand_id" integer,
	"photo_id" integer,
	"calories" numeric(12, 3),
	"proteins" numeric(12, 3),
	"carbohydrates" numeric(12, 3),
	"sodium" numeric(12, 3),
	"fiber" numeric(12, 3),
	"fats" numeric(12, 3),
	"taco_number" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foodstuffs_non_negative" CHECK ("foodstuffs"."baseline_weight" > 0 and coalesce("foodstuffs"."calories", 0) >= 0
      and coalesce("foodstuffs"."proteins", 0) >= 0 and coalesce("foodstuffs"."carbohydrates", 0) >= 0
      and coalesce("foodstuffs"."sodium", 0) >= 0 and coalesce("foodstuffs"."fiber", 0) >= 0 and coalesce("foodstuffs"."fats", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_foodstuffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_id" integer NOT NULL,
	"foodstuff_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"calories" numeric(12, 3) NOT NULL,
	"proteins" numeric(12, 3) NOT NULL,
	"carbohydrates" numeric(12, 3) NOT NULL,
	"sodium" numeric(12, 3) NOT NULL,
	"fiber" numeric(12, 3) NOT NULL,
	"fats" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_plan_id" integer NOT NULL,
	"period" "meal_period" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plan_foodstuffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_period_id" integer NOT NULL,
	"foodstuff_id" integer NOT NULL,
	"baseline_weight" numeric(12, 3) NOT NULL,
	"quantity" numeric(12, 3) DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"status" "meal_plan_status" DEFAULT 'ACTIVE' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"receiver_id" integer NOT NULL,
	"code" "notification_code" NOT NULL,
	"status" "notification_status" DEFAULT 'UNREAD' NOT NULL,
	"metadata" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutritionist_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"crn" smallint NOT NULL,
	"registration_number" text NOT NULL,
	"average_rating" numeric(3, 2),
	CONSTRAINT "nutritionist_details_crn_range" CHECK ("nutritionist_details"."crn" between 1 and 11)
);
--> statement-breakpoint
CREATE TABLE "nutritionist_patients" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutritionist_specializations" (
	"nutritionist_id" integer NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "nutritionist_specializations_nutritionist_id_specialization_id_pk" PRIMARY KEY("nutritionist_id","specialization_id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" "gender" NOT NULL,
	"crn" smallint NOT NULL,
	"registration_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" "role" NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"birth_date" date,
	"gender" "gender",
	"main_role" "role" NOT NULL,
	"avatar_photo_id" integer,
	"physical_activity_factor" "physical_activity_factor",
	"about" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"day_of_week" "day_of_week" NOT NULL,
	"from" time NOT NULL,
	"to" time NOT NULL,
	CONSTRAINT "week_availability_from_before_to" CHECK ("week_availability"."from" < "week_availability"."to")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foodstuffs" ADD CONSTRAINT "foodstuffs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foodstuffs" ADD CONSTRAINT "foodstuffs_photo_id_foodstuff_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."foodstuff_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_foodstuffs" ADD CONSTRAINT "meal_foodstuffs_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_foodstuffs" ADD CONSTRAINT "meal_foodstuffs_foodstuff_id_foodstuffs_id_fk" FOREIGN KEY ("foodstuff_id") REFERENCES "public"."foodstuffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_periods" ADD CONSTRAINT "meal_periods_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD CONSTRAINT "meal_plan_foodstuffs_meal_period_id_meal_periods_id_fk" FOREIGN KEY ("meal_period_id") REFERENCES "public"."meal_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_foodstuffs" ADD CONSTRAINT "meal_plan_foodstuffs_foodstuff_id_foodstuffs_id_fk" FOREIGN KEY ("foodstuff_id") REFERENCES "public"."foodstuffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionist_details" ADD CONSTRAINT "nutritionist_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionist_patients" ADD CONSTRAINT "nutritionist_patients_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionist_patients" ADD CONSTRAINT "nutritionist_patients_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionist_specializations" ADD CONSTRAINT "nutritionist_specializations_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionist_specializations" ADD CONSTRAINT "nutritionist_specializations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_photo_id_avatar_photos_id_fk" FOREIGN KEY ("avatar_photo_id") REFERENCES "public"."avatar_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_availability" ADD CONSTRAINT "week_availability_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_nutritionist_start_idx" ON "appointments" USING btree ("nutritionist_id","start_date_time");--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "body_measurements_user_idx" ON "body_measurements" USING btree ("user_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brands_name_search_idx" ON "brands" USING gin (search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "connection_requests_nutritionist_idx" ON "connection_requests" USING btree ("nutritionist_id","created_at");--> statement-breakpoint
CREATE INDEX "connection_requests_email_idx" ON "connection_requests" USING btree ("patient_email");--> statement-breakpoint
CREATE INDEX "foodstuff_photos_tags_search_idx" ON "foodstuff_photos" USING gin (search_text("tags") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "foodstuffs_barcode_key" ON "foodstuffs" USING btree ("barcode") WHERE "foodstuffs"."barcode" is not null and "foodstuffs"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "foodstuffs_name_search_idx" ON "foodstuffs" USING gin (search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "foodstuffs_active_name_idx" ON "foodstuffs" USING btree ("name") WHERE "foodstuffs"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "meal_foodstuffs_meal_idx" ON "meal_foodstuffs" USING btree ("meal_id");--> statement-breakpoint
CREATE INDEX "meal_foodstuffs_food_idx" ON "meal_foodstuffs" USING btree ("foodstuff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_periods_plan_period_key" ON "meal_periods" USING btree ("meal_plan_id","period");--> statement-breakpoint
CREATE INDEX "meal_plan_foodstuffs_period_idx" ON "meal_plan_foodstuffs" USING btree ("meal_period_id");--> statement-breakpoint
CREATE INDEX "meal_plan_foodstuffs_food_idx" ON "meal_plan_foodstuffs" USING btree ("foodstuff_id");--> statement-breakpoint
CREATE INDEX "meal_plans_patient_idx" ON "meal_plans" USING btree ("patient_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_one_active_key" ON "meal_plans" USING btree ("patient_id") WHERE "meal_plans"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "meals_user_date_idx" ON "meals" USING btree ("user_id","date_time");--> statement-breakpoint
CREATE INDEX "notifications_receiver_idx" ON "notifications" USING btree ("receiver_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nutritionist_details_crn_number_key" ON "nutritionist_details" USING btree ("crn","registration_number");--> statement-breakpoint
CREATE INDEX "nutritionist_patients_nutritionist_idx" ON "nutritionist_patients" USING btree ("nutritionist_id");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "week_availability_nutritionist_idx" ON "week_availability" USING btree ("nutritionist_id","day_of_week");