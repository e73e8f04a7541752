-- Staff users (doc 2 §2.3, §3 Staff user) are people marked fu: a new one has no group yet ('Sin
-- Asignar') and is staff all the same. Whoever holds a group is staff: the trigger keeps the two
-- together whatever writes the row (the engine, a seed, a test).
ALTER TABLE usuarios ADD COLUMN fu boolean NOT NULL DEFAULT false;
UPDATE usuarios SET fu = true WHERE grupo_id IS NOT NULL;

CREATE FUNCTION usuarios_grupo_es_funcionario() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.grupo_id IS NOT NULL THEN
    NEW.fu := true;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER usuarios_grupo_es_funcionario BEFORE INSERT OR UPDATE OF grupo_id, fu ON usuarios
  FOR EACH ROW EXECUTE FUNCTION usuarios_grupo_es_funcionario();

