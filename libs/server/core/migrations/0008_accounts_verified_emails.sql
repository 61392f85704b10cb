-- Accounts activated before email_verified_at existed proved their address by the activation
-- link (an inactive account cannot sign in), so their current email counts as verified.
UPDATE "users" SET "email_verified_at" = "updated_at" WHERE "active" AND "email_verified_at" IS NULL;
