-- A coming model (a platform without configurations yet) says the month it is expected (issue 32).
ALTER TABLE "platforms" ADD COLUMN "expected_date" timestamp with time zone;