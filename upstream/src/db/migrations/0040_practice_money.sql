CREATE TYPE "public"."payment_method" AS ENUM('PIX', 'CASH', 'DEBIT_CARD', 'CREDIT_CARD', 'TRANSFER', 'HEALTH_PLAN');--> statement-breakpoint
ALTER TYPE "public"."access_trail_resource" ADD VALUE 'PAYMENTS';--> statement-breakpoint
ALTER TYPE "public"."access_trail_resource" ADD VALUE 'RECEIPTS';--> statement-breakpoint
CREATE TABLE "appointment_charges" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"amount_cents" integer,
	"patient_package_id" integer,
	"waived_at" timestamp with time zone,
	"waiver_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_charges_amount_range" CHECK ("appointment_charges"."amount_cents" between 1 and 10000000),
	CONSTRAINT "appointment_charges_waiver" CHECK (("appointment_charges"."waived_at" is null) = ("appointment_charges"."waiver_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "consultation_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"name" text NOT NULL,
	"consultations" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_packages_consultations_range" CHECK ("consultation_packages"."consultations" between 1 and 100),
	CONSTRAINT "consultation_packages_amount_range" CHECK ("consultation_packages"."amount_cents" between 1 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "consultation_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"type" "appointment_type" NOT NULL,
	"amount_cents" integer,
	"valid_from" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_prices_amount_range" CHECK ("consultation_prices"."amount_cents" between 1 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "patient_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"package_id" integer,
	"name" text NOT NULL,
	"consultations" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"sold_on" date NOT NULL,
	"waived_at" timestamp with time zone,
	"waiver_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_packages_amount_range" CHECK ("patient_packages"."amount_cents" between 1 and 10000000),
	CONSTRAINT "patient_packages_waiver" CHECK (("patient_packages"."waived_at" is null) = ("patient_packages"."waiver_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"appointment_id" integer,
	"patient_package_id" integer,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"instalments" smallint,
	"note" text,
	"payer_name" text NOT NULL,
	"payer_cpf" text,
	"as_credit" boolean DEFAULT false NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversal_reason" text,
	CONSTRAINT "payments_one_charge" CHECK (("payments"."appointment_id" is null) <> ("payments"."patient_package_id" is null)),
	CONSTRAINT "payments_amount_range" CHECK ("payments"."amount_cents" between 1 and 10000000),
	CONSTRAINT "payments_instalments" CHECK ("payments"."instalments" is null or ("payments"."method" = 'CREDIT_CARD' and "payments"."instalments" between 1 and 12)),
	CONSTRAINT "payments_reversal" CHECK (("payments"."reversed_at" is null) = ("payments"."reversal_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"nutritionist_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	CONSTRAINT "receipts_cancellation" CHECK (("receipts"."cancelled_at" is null) = ("receipts"."cancellation_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "nutritionist_details" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "appointment_charges" ADD CONSTRAINT "appointment_charges_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_charges" ADD CONSTRAINT "appointment_charges_patient_package_id_patient_packages_id_fk" FOREIGN KEY ("patient_package_id") REFERENCES "public"."patient_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_packages" ADD CONSTRAINT "consultation_packages_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_prices" ADD CONSTRAINT "consultation_prices_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_package_id_consultation_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."consultation_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_package_id_patient_packages_id_fk" FOREIGN KEY ("patient_package_id") REFERENCES "public"."patient_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_charges_package_idx" ON "appointment_charges" USING btree ("patient_package_id");--> statement-breakpoint
CREATE INDEX "consultation_packages_nutritionist_idx" ON "consultation_packages" USING btree ("nutritionist_id");--> statement-breakpoint
CREATE INDEX "consultation_prices_lookup_idx" ON "consultation_prices" USING btree ("nutritionist_id","type","valid_from");--> statement-breakpoint
CREATE INDEX "patient_packages_nutritionist_sold_idx" ON "patient_packages" USING btree ("nutritionist_id","sold_on");--> statement-breakpoint
CREATE INDEX "patient_packages_patient_idx" ON "patient_packages" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "payments_nutritionist_paid_on_idx" ON "payments" USING btree ("nutritionist_id","paid_on");--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "payments_patient_package_idx" ON "payments" USING btree ("patient_package_id");--> statement-breakpoint
CREATE INDEX "payments_patient_idx" ON "payments" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_nutritionist_number_key" ON "receipts" USING btree ("nutritionist_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_standing_key" ON "receipts" USING btree ("payment_id") WHERE "receipts"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "receipts_patient_idx" ON "receipts" USING btree ("patient_id","number");