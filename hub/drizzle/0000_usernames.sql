CREATE TABLE "used_signatures" (
	"message_hash" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usernames" (
	"address" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_lower" text NOT NULL,
	"signature" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usernames_username_lower_unique" UNIQUE("username_lower")
);
