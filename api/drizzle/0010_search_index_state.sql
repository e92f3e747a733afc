CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"format" integer NOT NULL
);
