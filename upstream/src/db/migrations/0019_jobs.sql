-- Work that follows a change (its e-mails, its notices, a reminder before an appointment), written in the
-- change's own transaction and carried out by a worker of any API process (services/jobs.ts). A job taken
-- is RUNNING until locked_until; a process that dies leaves it to be taken up again after that lease. One
-- that keeps failing ends DEAD, for an administrator to look at and retry. `key` makes a job unique (a
-- reminder per appointment and start).
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('QUEUED', 'RUNNING', 'DONE', 'DEAD'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_key" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");
