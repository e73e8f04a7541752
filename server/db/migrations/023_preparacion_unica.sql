-- Hand-written (a declaration cannot say a partial key): a topic has at most one preparation file,
-- however many feedback items (doc 2 §2.5). Two staff adding one at the same moment: one is kept.
CREATE UNIQUE INDEX tema_adicionales_preparacion_key ON tema_adicionales (tema_id) WHERE tipo = 'preparacion';
