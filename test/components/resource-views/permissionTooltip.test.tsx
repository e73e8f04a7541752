// A control's permission hint names its code by the app's catalogue: the specification's codes, and
// the own codes of the resources the app registers (ShellContext), which the spec's list alone lacks.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import salones from '../../../resources/salones/schema';
import { PermissionTooltip } from '../../../src/resource-views/PermissionTooltip';
import { ReadOnlyNote } from '../../../src/resource-views/ReadOnlyNote';
import { ShellContext } from '../../../src/shell/ShellContext';

const avisos: ResourceDeclaration = { ...salones, name: 'avisos', ownPermissions: { edit: ['AVEDIT01', 'Editar aviso'] } };

function renderWith(declarations: ResourceDeclaration[], code: string) {
  return render(
    <ShellContext.Provider value={{ menu: [], declarations }}>
      <PermissionTooltip codes={[code]} denied>
        <button disabled>Guardar</button>
      </PermissionTooltip>
      <ReadOnlyNote codes={[code]} />
    </ShellContext.Provider>,
  );
}

describe('PermissionTooltip and ReadOnlyNote', () => {
  it("name a specification's code by its description", () => {
    renderWith([salones], P.salones.edit);
    expect(screen.getByRole('button', { name: 'Guardar' }).parentElement).toHaveAccessibleDescription(
      'No tiene permiso para esta operación. Requiere el permiso «Editar salón».',
    );
    expect(screen.getByText('Solo lectura: requiere el permiso «Editar salón».')).toBeInTheDocument();
  });

  it("name a registered resource's own code by its description, and an unknown one without its code", () => {
    renderWith([salones, avisos], 'AVEDIT01');
    expect(screen.getByText('Solo lectura: requiere el permiso «Editar aviso».')).toBeInTheDocument();
    renderWith([salones], 'AVEDIT01');
    expect(screen.getByText('Solo lectura: requiere el permiso «sin descripción».')).toBeInTheDocument();
  });
});
