CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" smallint DEFAULT 1,
	"status" smallint DEFAULT 1,
	"title" text,
	"building_id" uuid,
	"unit_type" smallint,
	"unit_id" uuid,
	"category_id" uuid,
	"supervisor_user_id" uuid,
	"owner_account_id" uuid,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"payment_method" smallint DEFAULT 1,
	"is_paid" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"total" numeric(20, 4),
	"description" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || coalesce(description, ''))) STORED
);

CREATE TABLE "user_work_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"work_time_start" timestamp with time zone,
	"work_time_end" timestamp with time zone,
	"note" text
);

CREATE TABLE "service_customer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"contract_id" uuid,
	"customer_user_id" uuid,
	"phone" text,
	"description" text,
	"approved" boolean DEFAULT false NOT NULL,
	"returned" boolean DEFAULT false NOT NULL
);

CREATE TABLE "service_workers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category_problem_id" uuid,
	"booking_start_date" timestamp with time zone,
	"worker_user_id" uuid,
	"worker_status" smallint DEFAULT 1,
	"total_minutes" integer,
	"booking_end_date" timestamp with time zone,
	"price" numeric(20, 4),
	"booking_completed_date" timestamp with time zone,
	"description" text
);

CREATE TABLE "service_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"material_id" uuid,
	"name" text,
	"ltnname" text,
	"quantity" numeric(20, 4) DEFAULT '1',
	"price" numeric(20, 4) DEFAULT '0',
	"status" smallint DEFAULT 1,
	"worker_user_id" uuid,
	"supervisor_user_id" uuid
);

CREATE TABLE "service_lack_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"lack_reason_id" uuid,
	"lack_reason_code" integer,
	"paused_date" timestamp with time zone,
	"continue_date" timestamp with time zone,
	"worker_user_id" uuid
);

CREATE TABLE "service_worker_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"worker_user_id" uuid,
	"customer_user_id" uuid,
	"rating" integer,
	"description" text
);

ALTER TABLE "services" ADD CONSTRAINT "services_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "services" ADD CONSTRAINT "services_supervisor_user_id_users_id_fk" FOREIGN KEY ("supervisor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "services" ADD CONSTRAINT "services_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "user_work_times" ADD CONSTRAINT "user_work_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_customer_requests" ADD CONSTRAINT "service_customer_requests_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "service_customer_requests" ADD CONSTRAINT "service_customer_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_customer_requests" ADD CONSTRAINT "service_customer_requests_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_workers" ADD CONSTRAINT "service_workers_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "service_workers" ADD CONSTRAINT "service_workers_category_problem_id_category_problems_id_fk" FOREIGN KEY ("category_problem_id") REFERENCES "public"."category_problems"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_workers" ADD CONSTRAINT "service_workers_worker_user_id_users_id_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_materials" ADD CONSTRAINT "service_materials_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "service_materials" ADD CONSTRAINT "service_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_materials" ADD CONSTRAINT "service_materials_worker_user_id_users_id_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_materials" ADD CONSTRAINT "service_materials_supervisor_user_id_users_id_fk" FOREIGN KEY ("supervisor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_lack_reasons" ADD CONSTRAINT "service_lack_reasons_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "service_lack_reasons" ADD CONSTRAINT "service_lack_reasons_lack_reason_id_lack_reasons_id_fk" FOREIGN KEY ("lack_reason_id") REFERENCES "public"."lack_reasons"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_lack_reasons" ADD CONSTRAINT "service_lack_reasons_worker_user_id_users_id_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_worker_rates" ADD CONSTRAINT "service_worker_rates_parent_id_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "service_worker_rates" ADD CONSTRAINT "service_worker_rates_worker_user_id_users_id_fk" FOREIGN KEY ("worker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "service_worker_rates" ADD CONSTRAINT "service_worker_rates_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "services_number_key" ON "services" USING btree ("number");

CREATE INDEX "services_search_idx" ON "services" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "services_code_idx" ON "services" USING btree ("code");

CREATE INDEX "services_status_idx" ON "services" USING btree ("status");

CREATE INDEX "services_building_id_idx" ON "services" USING btree ("building_id");

CREATE INDEX "services_unit_type_idx" ON "services" USING btree ("unit_type");

CREATE INDEX "services_unit_id_idx" ON "services" USING btree ("unit_id");

CREATE INDEX "services_category_id_idx" ON "services" USING btree ("category_id");

CREATE INDEX "services_supervisor_user_id_idx" ON "services" USING btree ("supervisor_user_id");

CREATE INDEX "services_owner_account_id_idx" ON "services" USING btree ("owner_account_id");

CREATE INDEX "services_start_date_idx" ON "services" USING btree ("start_date");

CREATE INDEX "services_is_paid_idx" ON "services" USING btree ("is_paid");

CREATE INDEX "services_approved_idx" ON "services" USING btree ("approved");

CREATE UNIQUE INDEX "user_work_times_number_key" ON "user_work_times" USING btree ("number");

CREATE INDEX "user_work_times_user_id_idx" ON "user_work_times" USING btree ("user_id");

CREATE INDEX "user_work_times_work_time_start_idx" ON "user_work_times" USING btree ("work_time_start");

CREATE INDEX "service_customer_requests_parent_idx" ON "service_customer_requests" USING btree ("parent_id","position");

CREATE INDEX "service_customer_requests_contract_id_idx" ON "service_customer_requests" USING btree ("contract_id");

CREATE INDEX "service_customer_requests_customer_user_id_idx" ON "service_customer_requests" USING btree ("customer_user_id");

CREATE INDEX "service_workers_parent_idx" ON "service_workers" USING btree ("parent_id","position");

CREATE INDEX "service_workers_category_problem_id_idx" ON "service_workers" USING btree ("category_problem_id");

CREATE INDEX "service_workers_worker_user_id_idx" ON "service_workers" USING btree ("worker_user_id");

CREATE INDEX "service_materials_parent_idx" ON "service_materials" USING btree ("parent_id","position");

CREATE INDEX "service_materials_material_id_idx" ON "service_materials" USING btree ("material_id");

CREATE INDEX "service_materials_worker_user_id_idx" ON "service_materials" USING btree ("worker_user_id");

CREATE INDEX "service_materials_supervisor_user_id_idx" ON "service_materials" USING btree ("supervisor_user_id");

CREATE INDEX "service_lack_reasons_parent_idx" ON "service_lack_reasons" USING btree ("parent_id","position");

CREATE INDEX "service_lack_reasons_lack_reason_id_idx" ON "service_lack_reasons" USING btree ("lack_reason_id");

CREATE INDEX "service_lack_reasons_worker_user_id_idx" ON "service_lack_reasons" USING btree ("worker_user_id");

CREATE INDEX "service_worker_rates_parent_idx" ON "service_worker_rates" USING btree ("parent_id","position");

CREATE INDEX "service_worker_rates_worker_user_id_idx" ON "service_worker_rates" USING btree ("worker_user_id");

CREATE INDEX "service_worker_rates_customer_user_id_idx" ON "service_worker_rates" USING btree ("customer_user_id");
