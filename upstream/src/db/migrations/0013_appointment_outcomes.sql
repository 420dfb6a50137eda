-- The outcome of a consultation that has begun, recorded by its nutritionist: COMPLETED ('Realizada') or
-- NO_SHOW ('Faltou'). Neither is cancelled: such a consultation keeps its time taken, so the overlap rule
-- now binds every appointment that is not CANCELED (until now only CONFIRMED ones were not).
ALTER TYPE "public"."appointment_status" ADD VALUE 'COMPLETED';--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'NO_SHOW';--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
  int4range("nutritionist_id", "nutritionist_id", '[]') WITH &&,
  tstzrange("start_date_time", "end_date_time", '[)') WITH &&
) WHERE ("status" <> 'CANCELED');
