CREATE TABLE "detak_worker" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"versi" text NOT NULL,
	"mulai" timestamp with time zone DEFAULT now() NOT NULL,
	"detak_terakhir" timestamp with time zone DEFAULT now() NOT NULL
);
