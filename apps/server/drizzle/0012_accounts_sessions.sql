CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_role_check" CHECK ("accounts"."role" in ('admin', 'manager', 'staff', 'supplier', 'user'))
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"email" text NOT NULL,
	"account_id" uuid,
	"address" text NOT NULL,
	"user_agent" text NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"user_agent" text NOT NULL,
	CONSTRAINT "sessions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "sessions_stage_check" CHECK ("sessions"."stage" in ('code', 'active'))
);
--> statement-breakpoint
CREATE TABLE "siwe_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_links" (
	"address" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each role's profile of an existing database becomes an account, keeping its profile, settings, activity and
-- notifications. It has no password yet: with demo data the server gives it the demo password at start-up;
-- otherwise the setup page creates the first admin.
INSERT INTO "accounts" ("email", "name", "role", "demo", "created_at") SELECT "email", "name", "role", true, "updated_at" FROM "profiles";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_recipient_profiles_role_fk";--> statement-breakpoint
ALTER TABLE "profile_activity" DROP CONSTRAINT "profile_activity_role_profiles_role_fk";--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_role_profiles_role_fk";--> statement-breakpoint
DROP INDEX "profile_activity_role_created_idx";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_role_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "profiles" SET "account_id" = a."id" FROM "accounts" a WHERE a."role" = "profiles"."role";--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "settings" SET "account_id" = a."id" FROM "accounts" a WHERE a."role" = "settings"."role";--> statement-breakpoint
ALTER TABLE "profile_activity" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "profile_activity" SET "account_id" = a."id" FROM "accounts" a WHERE a."role" = "profile_activity"."role";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "recipient_account" uuid;--> statement-breakpoint
UPDATE "notifications" SET "recipient_account" = a."id" FROM "accounts" a WHERE a."role" = "notifications"."recipient";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "recipient";--> statement-breakpoint
ALTER TABLE "notifications" RENAME COLUMN "recipient_account" TO "recipient";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "recipient" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_pkey";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD PRIMARY KEY ("account_id");--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_pkey";--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD PRIMARY KEY ("account_id");--> statement-breakpoint
ALTER TABLE "profile_activity" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siwe_nonces" ADD CONSTRAINT "siwe_nonces_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_links" ADD CONSTRAINT "wallet_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_attempts_email_at_idx" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_at_idx" ON "login_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "login_attempts_account_at_idx" ON "login_attempts" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_accounts_id_fk" FOREIGN KEY ("recipient") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_activity" ADD CONSTRAINT "profile_activity_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_activity_account_created_idx" ON "profile_activity" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "profile_activity" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "avatar_letter";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "role_title";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "permissions";--> statement-breakpoint
ALTER TABLE "settings" DROP COLUMN "role";--> statement-breakpoint
-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
