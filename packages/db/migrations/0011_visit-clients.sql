CREATE TABLE "visit_clients" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"client" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"actions" integer DEFAULT 0 NOT NULL,
	"referred" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_clients_day_company_id_client_pk" PRIMARY KEY("day","company_id","client")
);
--> statement-breakpoint
ALTER TABLE "visit_clients" ADD CONSTRAINT "visit_clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;