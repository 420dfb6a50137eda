-- Invitations a nutritionist withdraws, and what nutritionists hear of an invitation accepted before the
-- account exists, of that account's creation, and of a patient who moves to another nutritionist.
ALTER TYPE "public"."connection_status" ADD VALUE IF NOT EXISTS 'WITHDRAWN';--> statement-breakpoint
ALTER TYPE "public"."notification_code" ADD VALUE IF NOT EXISTS 'PATIENT_CONNECTION_AWAITING_SIGN_UP';--> statement-breakpoint
ALTER TYPE "public"."notification_code" ADD VALUE IF NOT EXISTS 'PATIENT_SIGNED_UP';--> statement-breakpoint
ALTER TYPE "public"."notification_code" ADD VALUE IF NOT EXISTS 'PATIENT_CONNECTION_ENDED';
