CREATE TABLE "demand_days" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	"units" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demand_days" ADD CONSTRAINT "demand_days_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- demand_days follows the ledger: every movement makes sure its item has a row (first_day is the UTC day of its
-- first movement), and an issue or a sale adds what it took to its UTC day's units. The ledger is append-only,
-- so inserts are all the trigger needs to see.
CREATE FUNCTION "demand_days_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day date := (NEW.created_at AT TIME ZONE 'UTC')::date;
  n integer := day - DATE '1970-01-01';
BEGIN
  INSERT INTO demand_days (item_id, first_day, units) VALUES (NEW.item_id, day, '{}')
  ON CONFLICT (item_id) DO UPDATE SET first_day = excluded.first_day
    WHERE excluded.first_day < demand_days.first_day;
  IF NEW.kind IN ('issue', 'sale') AND NEW.quantity <> 0 THEN
    UPDATE demand_days SET units[n] = coalesce(units[n], 0) - NEW.quantity WHERE item_id = NEW.item_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stock_movements_demand_days" AFTER INSERT ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION "demand_days_record"();--> statement-breakpoint
-- Recomputes every row from the ledger in one pass: the backfill below, and bulk loads that insert movements
-- with the trigger disabled. The units array is written as a literal with its bounds, '[low:high]={...}'.
CREATE FUNCTION "demand_days_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM demand_days;
  WITH per_day AS (
    SELECT item_id, (created_at AT TIME ZONE 'UTC')::date - DATE '1970-01-01' AS n, sum(-quantity)::integer AS units
    FROM stock_movements WHERE kind IN ('issue', 'sale') AND quantity <> 0 GROUP BY 1, 2
  ), spans AS (
    SELECT item_id, min(n) AS low, max(n) AS high FROM per_day GROUP BY item_id
  ), arrays AS (
    SELECT s.item_id,
           ('[' || s.low || ':' || s.high || ']=' || array_agg(p.units ORDER BY g.n)::text)::integer[] AS units
    FROM spans s
    CROSS JOIN LATERAL generate_series(s.low, s.high) g(n)
    LEFT JOIN per_day p ON p.item_id = s.item_id AND p.n = g.n
    GROUP BY s.item_id, s.low, s.high
  )
  INSERT INTO demand_days (item_id, first_day, units)
  SELECT m.item_id, m.first_day, coalesce(a.units, '{}')
  FROM (
    SELECT item_id, min((created_at AT TIME ZONE 'UTC')::date) AS first_day FROM stock_movements GROUP BY item_id
  ) m
  LEFT JOIN arrays a ON a.item_id = m.item_id;
$$;--> statement-breakpoint
SELECT "demand_days_rebuild"();
