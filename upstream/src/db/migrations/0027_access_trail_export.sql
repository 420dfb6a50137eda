-- The export of a patient's whole record (GET /v1/users/{id}/export) is recorded in her access trail too.
ALTER TYPE "public"."access_trail_resource" ADD VALUE 'EXPORT';
