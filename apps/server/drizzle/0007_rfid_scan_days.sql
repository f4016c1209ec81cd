-- Reader events of known tags per UTC day (the RFID scans-over-time chart), added to by POST /api/rfid/scans.
CREATE TABLE "rfid_scan_days" (
	"day" date PRIMARY KEY NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "rfid_scan_days_events_check" CHECK ("rfid_scan_days"."events" >= 0)
);
