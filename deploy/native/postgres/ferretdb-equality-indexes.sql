-- FerretDB 1.x (PostgreSQL backend) pushes an equality filter down as
--   (_jsonb -> 'field') @> '"value"'
-- but indexes a field with a btree on (_jsonb -> 'field'), which cannot answer `@>`: every lookup,
-- even by `_id`, is a sequential scan (about 0.6 s at 300,000 stores). A GIN jsonb_path_ops index on
-- the same expression answers `@>`, so each btree expression index FerretDB creates gets such a twin:
-- now for the tables that exist, and from then on by an event trigger when FerretDB creates one.
-- FerretDB does not see the twins (it lists its indexes from its own metadata); dropping a collection
-- drops them with the table. Idempotent: run at every start of the engines.

SET client_min_messages = warning;

CREATE OR REPLACE FUNCTION snap_twin_equality_index(index_oid oid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  target record;
  expression text;
  twin text;
BEGIN
  SELECT n.nspname AS schema_name, t.relname AS table_name, i.indrelid, i.indexprs IS NOT NULL AS has_expressions, am.amname
    INTO target
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am am ON am.oid = c.relam
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
   WHERE i.indexrelid = index_oid;
  IF NOT FOUND OR target.amname <> 'btree' OR NOT target.has_expressions THEN
    RETURN;
  END IF;
  -- One twin per indexed field: a compound index's fields are looked up one equality at a time.
  FOR expression IN
    SELECT pg_get_indexdef(index_oid, k, true)
      FROM generate_series(1, (SELECT indnatts FROM pg_index WHERE indexrelid = index_oid)) AS k
  LOOP
    CONTINUE WHEN expression !~ '^\(?_jsonb -> ''[^'']+''::text\)?$';
    twin := left(target.table_name, 40) || '_' || left(md5(expression), 12) || '_eq_gin';
    BEGIN
      EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin ((%s) jsonb_path_ops)',
                     twin, target.schema_name, target.table_name, expression);
    EXCEPTION WHEN OTHERS THEN
      -- Never fail FerretDB's own statement: without the twin, lookups are only slower.
      RAISE WARNING 'no equality index % on %.%: %', twin, target.schema_name, target.table_name, SQLERRM;
    END;
  END LOOP;
END;
$$;

CREATE OR REPLACE FUNCTION snap_twin_new_equality_indexes() RETURNS event_trigger
LANGUAGE plpgsql AS $$
DECLARE
  command record;
BEGIN
  FOR command IN SELECT * FROM pg_event_trigger_ddl_commands() WHERE object_type = 'index' LOOP
    PERFORM snap_twin_equality_index(command.objid);
  END LOOP;
END;
$$;

DROP EVENT TRIGGER IF EXISTS snap_twin_equality_indexes;
CREATE EVENT TRIGGER snap_twin_equality_indexes ON ddl_command_end
  WHEN TAG IN ('CREATE INDEX', 'CREATE TABLE')
  EXECUTE FUNCTION snap_twin_new_equality_indexes();

-- The tables FerretDB made before this ran.
SELECT snap_twin_equality_index(i.indexrelid)
  FROM pg_index i
  JOIN pg_class t ON t.oid = i.indrelid
  JOIN pg_namespace n ON n.oid = t.relnamespace
 WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
   AND i.indexprs IS NOT NULL;
