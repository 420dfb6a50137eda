-- A nutritionist's erasure request for her patient waits a grace period the patient may cancel from an e-mailed
-- link: when it takes effect, the link's code (hashed), and when she cancelled it.
ALTER TYPE "public"."deletion_request_status" ADD VALUE 'SCHEDULED';--> statement-breakpoint
ALTER TYPE "public"."deletion_request_status" ADD VALUE 'CANCELLED';--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "cancel_code_hash" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_cancel_code_key" ON "deletion_requests" USING btree ("cancel_code_hash");