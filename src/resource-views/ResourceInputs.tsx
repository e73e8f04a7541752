// The inputs of the fields writable in a mode: the one component create and edit share, in one
// column or two (formLayout.ts).
import { Fragment, type ReactNode } from 'react';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { writableFields } from '../../core/engine/writableFields';
import { Box, Typography } from '@mui/material';
import { useParams } from 'react-admin';
import { FieldInput } from './FieldInput';
import { FULL_ROW, type FormColumns, spansFullRow, TWO_COLUMN_GRID } from './formLayout';
import { ShownWhen } from './ShownWhen';
import { ToggledFieldInput } from './ToggledFieldInput';
import { placeSections } from './sectionPlacement';
import type { ViewSection } from './types';
import { useVisibleSections } from './useVisibleSections';
import { ViewSectionBlock } from './ViewSectionBlock';

export interface ResourceInputsProps {
  declaration: ResourceDeclaration;
  mode: 'create' | 'edit';
  /** Shown but not editable (e.g. the user lacks the edit code). */
  readOnly?: boolean;
  /** Added sections, rendered inside the form (after their field's input, or at the end). */
  sections?: readonly ViewSection[];
  /** Two: the inputs side by side like the detail's cards (one column on a phone). */
  columns?: FormColumns;
}

export function ResourceInputs({ declaration, mode, readOnly, sections, columns = 1 }: ResourceInputsProps) {
  const fields = writableFields(declaration, mode);
  // A child's forms are all under its parent's route: the parent is shown, never changed there.
  const parentField = declaration.parent?.field;
  // #/tema/nuevo/7: the route's value of routes.createWith is fixed as well.
  const params = useParams();
  const createWith = declaration.routes?.createWith;
  const fixed = (source: string) => source === parentField || (mode === 'create' && source === createWith && params[source] !== undefined);
  const placed = placeSections(fields.map((field) => field.source), useVisibleSections(sections));
  const grid = columns === 2;
  // In the grid a wide item is wrapped to span both columns; in one column nothing is.
  const fullRow = (key: string, node: ReactNode) => (grid ? <Box key={key} sx={FULL_ROW}>{node}</Box> : <Fragment key={key}>{node}</Fragment>);
  const blocks = (list: readonly ViewSection[] = []) =>
    list.map((section) => fullRow(`section:${section.key}`, <ViewSectionBlock section={section} />));
  const inputs = (
    <>
      {fields.flatMap((field) => {
        const locked = readOnly || fixed(field.source);
        let input = <FieldInput field={field} readOnly={locked} mode={mode} />;
        if (field.toggle) input = <ToggledFieldInput field={field} readOnly={locked}>{input}</ToggledFieldInput>;
        if (field.shownWhen) input = <ShownWhen flag={field.shownWhen}>{input}</ShownWhen>;
        return [
          field.heading
            ? fullRow(
                `heading:${field.source}`,
                <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
                  {field.heading}
                </Typography>,
              )
            : null,
          spansFullRow(field) ? fullRow(field.source, input) : <Fragment key={field.source}>{input}</Fragment>,
          ...blocks(placed.after.get(field.source)),
        ];
      })}
      {blocks(placed.end)}
    </>
  );
  return grid ? <Box data-form-columns="2" sx={TWO_COLUMN_GRID}>{inputs}</Box> : inputs;
}
