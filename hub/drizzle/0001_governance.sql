CREATE TABLE "proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"space" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"choices" jsonb NOT NULL,
	"start" bigint NOT NULL,
	"end" bigint NOT NULL,
	"snapshot" bigint NOT NULL,
	"created" bigint NOT NULL,
	"message" jsonb NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshot_captures" (
	"block" bigint PRIMARY KEY NOT NULL,
	"addresses" integer NOT NULL,
	"captured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"voter" text NOT NULL,
	"choice" integer NOT NULL,
	"created" bigint NOT NULL,
	"voting_power" text NOT NULL,
	"verification_hash" text NOT NULL,
	"message" jsonb NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "votes_proposal_voter" UNIQUE("proposal_id","voter")
);
--> statement-breakpoint
CREATE TABLE "voting_power" (
	"block" bigint NOT NULL,
	"address" text NOT NULL,
	"wallet" text NOT NULL,
	"vault" text NOT NULL,
	"pool0" text NOT NULL,
	"flask_pools" text NOT NULL,
	"lp" text NOT NULL,
	"total" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "voting_power_block_address_pk" PRIMARY KEY("block","address")
);
--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_end_id" ON "proposals" USING btree ("end","id");--> statement-breakpoint
CREATE INDEX "votes_proposal_created_id" ON "votes" USING btree ("proposal_id","created","id");