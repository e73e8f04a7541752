-- Hand-written: a room's allowed types become a list of class-type ids (text[], like a teacher's),
-- converting the jsonb arrays the rooms had (PostgreSQL casts neither jsonb to text[] nor with a
-- subquery in USING, hence the copy); the generated migration after this one restates type and default.
ALTER TABLE salones ADD COLUMN tipos_lista text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
UPDATE salones SET tipos_lista = ARRAY(SELECT jsonb_array_elements_text(tipos_permitidos));
--> statement-breakpoint
ALTER TABLE salones DROP COLUMN tipos_permitidos;
--> statement-breakpoint
ALTER TABLE salones RENAME COLUMN tipos_lista TO tipos_permitidos;
