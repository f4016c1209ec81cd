-- The landing page's blockchain activity now comes from the indexed chain events; the sample table goes.
DROP TABLE "chain_activity" CASCADE;