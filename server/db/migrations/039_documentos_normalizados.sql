-- Identity documents as the app now stores them (core/engine/fields/document.ts): NFKC (a full-width
-- 'ＤＵＰ12345' is 'DUP12345'), without invisible format characters (Unicode's Cf: a zero-width
-- space, a soft hyphen, a byte-order mark) and in upper case. A document whose normal form another
-- person's has, or would have, is left as it is and named in one audit event (universo 'usuarios',
-- tipo 'normalizar_documentos'): two people found to share a document are for staff to look at,
-- never merged here.
CREATE TEMPORARY TABLE documento_normal ON COMMIT DROP AS
  SELECT id, numero_documento AS antes,
         upper(regexp_replace(normalize(numero_documento, NFKC),
           '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g')) AS despues
  FROM usuarios WHERE numero_documento IS NOT NULL;

CREATE TEMPORARY TABLE documento_choque ON COMMIT DROP AS
  SELECT d.id, d.antes, d.despues FROM documento_normal d
  WHERE d.antes <> d.despues AND EXISTS (SELECT 1 FROM documento_normal o WHERE o.id <> d.id AND o.despues = d.despues);

UPDATE usuarios u SET numero_documento = d.despues
  FROM documento_normal d
  WHERE u.id = d.id AND d.antes <> d.despues AND NOT EXISTS (SELECT 1 FROM documento_choque c WHERE c.id = d.id);

INSERT INTO eventos (universo, tipo, evento, contenido)
  SELECT 'usuarios', 'normalizar_documentos',
         'Documentos que al normalizarse coinciden con el de otra persona: quedaron como estaban, revíselos',
         jsonb_build_object('documentos', jsonb_agg(jsonb_build_object('usuario_id', id, 'numero_documento', antes, 'normalizado', despues) ORDER BY despues, id))
  FROM documento_choque
  HAVING count(*) > 0;
