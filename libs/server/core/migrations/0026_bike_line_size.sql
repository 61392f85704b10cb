-- No bike line without a frame size (issue 32): a catalogue bike names one of its sizes, a custom bike the size of its build.
-- NOT VALID: new and changed rows are checked; a database that already holds such a line from before keeps it as the record of a sale.
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_bike_size_check" CHECK ("order_lines"."itemtype" <> 'bike' or "order_lines"."size_id" is not null or coalesce("order_lines"."configuration"->'choices'->>'size', '') <> '') NOT VALID;
