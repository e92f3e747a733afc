CREATE TABLE "composition_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"action" text NOT NULL,
	"author" text NOT NULL,
	"reason" text NOT NULL,
	"restores" integer,
	"forced" boolean DEFAULT false NOT NULL,
	"file_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "composition_entries_file_idx" ON "composition_entries" USING btree ("file_hash");