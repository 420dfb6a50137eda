CREATE TABLE "user_dismissals" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_dismissals_user_id_key_pk" PRIMARY KEY("user_id","key")
);--> statement-breakpoint
ALTER TABLE "user_dismissals" ADD CONSTRAINT "user_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_photos" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "avatar_photos" ADD CONSTRAINT "avatar_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_photos_owner_idx" ON "avatar_photos" USING btree ("owner_id");
