CREATE TABLE "remote_failures" (
	"day" date NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_failures_day_remote_version_kind_pk" PRIMARY KEY("day","remote","version","kind"),
	CONSTRAINT "remote_failures_kind" CHECK ("remote_failures"."kind" in ('load', 'chunk', 'render', 'refused'))
);
