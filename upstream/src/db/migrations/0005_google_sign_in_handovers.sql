-- One-time codes that hand a finished Google sign-in over to the portal. Only a hash of each code is
-- kept, with the hash of the portal's pending value of the browser that started the flow.
CREATE TABLE "sign_in_handovers" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"binding" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_handovers" ADD CONSTRAINT "sign_in_handovers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sign_in_handovers_expires_at_idx" ON "sign_in_handovers" USING btree ("expires_at");
