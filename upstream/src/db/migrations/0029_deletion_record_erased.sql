-- When the clinical record kept after a patient's erasure request was itself erased, its retention over.
ALTER TABLE "deletion_requests" ADD COLUMN "record_erased_at" timestamp with time zone;
