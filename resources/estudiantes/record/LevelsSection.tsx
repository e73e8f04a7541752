// 'Niveles disponibles': the levels the student may take, one checkbox per level of nivel/lista, saved
// with an observation of at least 10 characters (live counter) through estudiante/actualizar_niveles.
import { Box, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useLookupOptions } from '../../../src/resource-views/useFieldOptions';
import { actualizarNiveles } from '../../../core/school/students/attributeActions';
import { LEVELS_OBSERVATION_MIN, observationCounter, sameAttributeValue } from '../../../core/school/students/attributeRules';
import { AttributeSection } from '../../../src/shared/students/AttributeSection';
import { useAttributeSave } from '../../../src/shared/students/useAttributeSave';

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);

export function LevelsSection() {
  const levels = useLookupOptions('niveles') ?? [];
  const attribute = useAttributeSave(actualizarNiveles);
  const [draft, setDraft] = useState<number[] | null>(null);
  const [observation, setObservation] = useState('');
  const { record, base } = attribute;
  if (!record || !base) return null;
  const stored = idsOf(record.niveles);
  const chosen = draft ?? stored;
  const changed = draft !== null && !sameAttributeValue(stored, draft);
  const disabled = !attribute.editable || attribute.isPending;
  const toggle = (id: number) => setDraft(chosen.includes(id) ? chosen.filter((level) => level !== id) : [...chosen, id]);
  const save = async () => {
    const saved = await attribute.save({ ...base, niveles: [...chosen].sort((a, b) => a - b), observaciones: observation.trim() });
    if (saved) {
      setDraft(null);
      setObservation('');
    }
    return saved;
  };
  return (
    <AttributeSection
      title="Niveles disponibles"
      saveLabel="Guardar niveles"
      editable={attribute.editable}
      needs={attribute.needs}
      changed={changed}
      ready={observation.trim().length >= LEVELS_OBSERVATION_MIN}
      busy={attribute.isPending}
      onSave={save}
    >
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label="Niveles disponibles">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Código</TableCell>
              <TableCell>Idioma</TableCell>
              <TableCell>Descripción</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {levels.map((level) => (
              <TableRow key={level.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.includes(Number(level.id))}
                    disabled={disabled}
                    onChange={() => toggle(Number(level.id))}
                    slotProps={{ input: { 'aria-label': level.name } }}
                  />
                </TableCell>
                <TableCell>{String(level.codigo ?? '')}</TableCell>
                <TableCell>{String(level.idioma ?? '')}</TableCell>
                <TableCell>{level.name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {changed ? (
        <TextField
          label="Observaciones"
          size="small"
          multiline
          minRows={2}
          value={observation}
          onChange={(event) => setObservation(event.target.value)}
          helperText={`Mínimo ${LEVELS_OBSERVATION_MIN} caracteres: ${observationCounter(observation)}`}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ minWidth: 320, flex: 1 }}
        />
      ) : null}
    </AttributeSection>
  );
}
