CREATE TABLE "vital_buckets" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vital_buckets_company_id_day_path_device_metric_bucket_pk" PRIMARY KEY("company_id","day","path","device","metric","bucket")
);
--> statement-breakpoint
ALTER TABLE "visit_clients" ADD COLUMN "vitals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vital_buckets" ADD CONSTRAINT "vital_buckets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;